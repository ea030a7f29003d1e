import type { TocNode } from './toc-tree.js';
export declare function TocTree({ nodes, nested }: {
    nodes: TocNode[];
    nested?: boolean;
}): import("react/jsx-runtime").JSX.Element;
