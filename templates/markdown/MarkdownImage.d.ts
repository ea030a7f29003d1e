import type { ImgHTMLAttributes } from 'react';
/** Images in content load lazily and never block the text. */
export declare function MarkdownImage(props: ImgHTMLAttributes<HTMLImageElement>): import("react/jsx-runtime").JSX.Element;
