import type { BlogAuthor as BlogAuthorData } from '../../src/shared/types.js';
export declare function BlogAuthors({ authors }: {
    authors: BlogAuthorData[];
}): import("react/jsx-runtime").JSX.Element | null;
