interface LoaderProps {
    /** the load failed: show why and offer a retry */
    error?: unknown;
    retry?: () => void;
    /** the loader delay has passed (the caller decides when, see LOADER_DELAY_MS); before that nothing shows */
    pastDelay?: boolean;
}
/** Shown while a page loads: a spinner, or on failure the error text and a Retry button. */
export declare function Loader({ error, retry, pastDelay }: LoaderProps): import("react/jsx-runtime").JSX.Element | null;
export {};
