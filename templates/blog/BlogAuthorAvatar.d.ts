/** `Johannes Klauss` → `JK`: the first letters of a name's first and last words. */
export declare function authorInitials(name: string): string;
/**
 * An author's picture, or their initials when it cannot load (offline, a moved URL) instead of the browser's
 * broken-image icon. Hydrated, the client swaps in the initials on the image's error event, or at once when the
 * image failed before hydration (no error event reaches React then: the image is complete without pixels and cannot
 * be decoded). Without JavaScript, the stylesheet draws the initials over a broken image from its `data-initials`
 * (blog.css: browsers render an image's ::before only when it failed to load).
 */
export declare function BlogAuthorAvatar({ name, src }: {
    name: string;
    src: string;
}): import("react/jsx-runtime").JSX.Element;
