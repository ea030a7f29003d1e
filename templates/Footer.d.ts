/** Link groups (Docs, API, More) and the copyright line (trusted HTML from the config). */
export declare function Footer(): import("react/jsx-runtime").JSX.Element;
