import type { VersionMeta } from '../../src/shared/types.js';
interface DocVersionBannerProps {
    siteTitle: string;
    version: VersionMeta;
    latest: VersionMeta;
    /** the doc being read, so the banner can lead to the same doc in the latest version */
    docId: string;
}
/** Shown on versions that are not the latest: says so and links to the same page (or the main doc) of the latest. */
export declare function DocVersionBanner({ siteTitle, version, latest, docId }: DocVersionBannerProps): import("react/jsx-runtime").JSX.Element | null;
export {};
