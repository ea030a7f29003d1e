import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js';
/** Avatar (or initials), name (linked when the author has a URL) and title. */
export declare function BlogAuthor({ author }: {
    author: BlogAuthorData;
}): import("react/jsx-runtime").JSX.Element;
