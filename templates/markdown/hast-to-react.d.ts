/**
 * Renders content hast (as the markdown stage stores it: elements, text; see src/markdown/finalize-hast.ts) to
 * React elements. Server and browser run this same code, so hydration matches by construction.
 *
 * It replaces hast-util-to-jsx-runtime (~10 KB gzip with property-information's full HTML/SVG schema) in the
 * shell every page loads. The output is the same for HTML content:
 * - property names: hast's DOM names are React's (className, htmlFor, tabIndex…); `dataFooBar` → `data-foo-bar`,
 *   `ariaLabel` → `aria-label`; list values join with spaces (commas for the comma-separated attributes);
 * - `style` strings become style objects (DOM casing), a table cell's `align` becomes `textAlign`;
 * - whitespace-only text inside table rows/sections is dropped (React refuses text there);
 * - comments, doctypes and raw nodes render nothing.
 */
import { type ComponentType, type ReactNode } from 'react';
import type { Root } from 'hast';
export type HastComponents = Record<string, ComponentType<any>>;
/** The React prop name of a hast property name. */
export declare function reactPropName(name: string): string;
/** `color: red; background-color: blue` → `{ color: 'red', backgroundColor: 'blue' }` (vendor prefixes too). */
export declare function parseStyle(text: string): Record<string, string>;
/** The React elements of a hast root, with tag names mapped through `components`. */
export declare function hastToReact(root: Root, components?: HastComponents): ReactNode;
