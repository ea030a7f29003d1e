import type { SiteData, VersionMeta } from '../../src/shared/types.js';
/** The latest docs version (served at the docs base path), if the site has docs. */
export declare function findLatestVersion(site: SiteData): VersionMeta | undefined;
