/** The fallback when rendering a page throws: what failed, and a way to try again. */
export declare function CrashPage({ error, tryAgain }: {
    error: unknown;
    tryAgain: () => void;
}): import("react/jsx-runtime").JSX.Element;
