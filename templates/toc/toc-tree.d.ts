import type { TocItem } from '../../src/shared/types.js';
export interface TocNode extends TocItem {
    children: TocNode[];
}
/** Nests the flat heading list: a heading goes under the closest earlier heading of a lower level. */
export declare function buildTocTree(items: TocItem[]): TocNode[];
