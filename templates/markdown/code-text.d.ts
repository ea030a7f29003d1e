/**
 * The plain text of a rendered code block. Lines are `<span class="code-line">` elements (with or without their
 * own trailing newline), so they are joined explicitly; other code falls back to its text content.
 */
export declare function codeText(container: HTMLElement | null): string;
