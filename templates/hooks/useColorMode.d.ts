import type { SiteData } from '../../src/shared/types.js';
/** What the reader chose: a fixed mode, or `system` (no stored choice, follow the OS preference). */
export type ColorModeChoice = 'light' | 'dark' | 'system';
export type ColorMode = 'light' | 'dark';
/** Fired on window when a toggle changes the mode, so other toggles on the page follow. */
export declare const COLOR_MODE_CHANGE_EVENT = "hd:color-mode-change";
/** The order the toggle cycles through (spec §4). */
export declare function nextColorModeChoice(current: ColorModeChoice, respectPrefersColorScheme: boolean): ColorModeChoice;
/**
 * Colour mode state. The server (and the hydration pass) renders the configured default; after hydration the
 * real choice is read from storage (the head script has already applied it to `<html data-theme>`).
 */
export declare function useColorMode(config: SiteData['colorMode']): {
    choice: ColorModeChoice;
    mode: ColorMode;
    setChoice: (next: ColorModeChoice) => void;
};
