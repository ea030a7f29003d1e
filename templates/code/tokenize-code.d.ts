/**
 * A deliberately tiny highlighter for hand-written samples in React pages (the home page), where the build-time
 * Prism pass does not run. It knows JS/TS/JSX well enough for short examples and emits Prism token class names,
 * so the same light/dark palettes apply.
 */
export interface CodeToken {
    /** Prism token type (`keyword`, `string`…), or null for plain text */
    type: string | null;
    text: string;
}
/** Tokens per line (block comments and template strings spanning lines are not supported: keep samples simple). */
export declare function tokenizeCode(code: string): CodeToken[][];
