import type { BlogPostSummary } from '../../src/shared/types.js';
/** One post in a list (blog list, tag page): title, meta, authors, excerpt, tags and "Read more". */
export declare function BlogPostItem({ post }: {
    post: BlogPostSummary;
}): import("react/jsx-runtime").JSX.Element;
