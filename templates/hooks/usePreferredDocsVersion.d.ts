/** Remembers the docs version the reader chose in the version dropdown (spec §3: per docs plugin). */
export declare function savePreferredDocsVersion(pluginId: string, versionName: string): void;
/**
 * The remembered docs version name of a docs plugin. Undefined on the server and during hydration (so the markup
 * matches), then the stored value; it follows changes from this page and from other tabs.
 */
export declare function usePreferredDocsVersion(pluginId: string): string | undefined;
