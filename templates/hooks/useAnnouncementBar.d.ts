import type { AnnouncementBarConfig } from '../../src/config/site-config.js';
/**
 * Whether the announcement bar was dismissed. The dismissal is remembered with the announcement id: when the
 * configured id changes, the dismissal resets and the new announcement shows. (The head script hides a dismissed
 * bar before the first paint, see src/render/theme-script.ts; storage failures warn once, src/client/storage.ts.)
 */
export declare function useAnnouncementBar(config: AnnouncementBarConfig | undefined): {
    dismissed: boolean;
    dismiss: () => void;
};
