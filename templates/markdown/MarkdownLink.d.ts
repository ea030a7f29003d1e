import type { AnchorHTMLAttributes } from 'react';
/** A link in Markdown content: external http(s) links open in a new tab; internal ones are left to the router. */
export declare function MarkdownLink({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>): import("react/jsx-runtime").JSX.Element;
