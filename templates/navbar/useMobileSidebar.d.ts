export interface MobileSidebarState {
    shown: boolean;
    /** the secondary menu (docs sidebar) is in front of the primary one (navbar items) */
    secondaryShown: boolean;
    hasSecondary: boolean;
    open: () => void;
    close: () => void;
    toggle: () => void;
    showPrimary: () => void;
    showSecondary: () => void;
}
/**
 * Open/close state of the mobile navbar sidebar. It closes when the route changes, on Escape and when the viewport
 * becomes desktop-sized; the page behind it does not scroll while it is open (spec §4). On pages with a secondary
 * menu it opens on that menu.
 */
export declare function useMobileSidebar({ routePath, hasSecondary, }: {
    routePath: string;
    hasSecondary: boolean;
}): MobileSidebarState;
