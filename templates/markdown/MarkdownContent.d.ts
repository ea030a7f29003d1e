import type { HastRoot } from '../../src/shared/types.js';
/** Renders content hast (docs, posts, pages) with the shared components map. */
export declare function renderHast(content: HastRoot): import("react").ReactNode;
export declare function MarkdownContent({ content, className }: {
    content: HastRoot;
    className?: string;
}): import("react/jsx-runtime").JSX.Element;
