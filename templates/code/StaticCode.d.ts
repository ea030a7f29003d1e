/**
 * A code sample written in a React page, shown like a Markdown code block (title bar, copy button, Prism palette).
 * Lines follow the Markdown stage's markup: `<span class="code-line">` each, all but the last ending in a newline.
 */
export declare function StaticCode({ code, language, title }: {
    code: string;
    language?: string;
    title?: string;
}): import("react/jsx-runtime").JSX.Element;
