/** An error view for a page that could not be shown (inside the layout). */
export declare function PageError({ error, tryAgain }: {
    error: unknown;
    tryAgain?: () => void;
}): import("react/jsx-runtime").JSX.Element;
