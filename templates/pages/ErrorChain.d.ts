/** The message of an error and of each of its causes. */
export declare function ErrorChain({ error }: {
    error: unknown;
}): import("react/jsx-runtime").JSX.Element;
