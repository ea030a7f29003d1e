/** Macs, iPhones and iPads: the shortcut is ⌘ K there. Only called in the browser. */
export declare function isApplePlatform(): boolean;
/**
 * The navbar search control. The search modal's shortcut listener (src/client/search) opens the modal on a
 * click on `data-search-button`. Without JavaScript it is replaced by a plain link to the search page (see
 * navbar.css). The shortcut hint reads Ctrl K, and ⌘ K on Apple platforms once hydrated (the server cannot know
 * the platform; the first client render matches its markup).
 */
export declare function SearchButton({ searchPagePath, className }: {
    searchPagePath: string;
    className?: string;
}): import("react/jsx-runtime").JSX.Element;
