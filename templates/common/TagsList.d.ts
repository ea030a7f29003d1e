import type { BlogTag } from '../../src/shared/types.js';
/** "Tags:" followed by tag chips. */
export declare function TagsList({ tags }: {
    tags: BlogTag[];
}): import("react/jsx-runtime").JSX.Element | null;
