import { type ReactNode } from 'react';
/** Props of a hast `<pre>` code block after hastToReact (`data-*` names as in HTML). */
export interface CodeBlockProps {
    className?: string;
    children?: ReactNode;
    'data-language'?: string;
    'data-title'?: string;
    'data-live'?: boolean | string;
    'data-no-inline'?: boolean | string;
    'data-live-id'?: string;
    /** URL of a live block's compiled module (added by the build, src/live) */
    'data-live-module'?: string;
    /** the server-rendered HTML of a live block's preview (added by the build, src/live) */
    'data-live-preview'?: string;
}
/** A highlighted code block: optional title bar, the code and a copy button; `live` blocks are playgrounds (LiveCodeBlock). */
export declare function CodeBlock(props: CodeBlockProps): import("react/jsx-runtime").JSX.Element;
