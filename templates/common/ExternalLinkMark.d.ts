/** The small arrow after an external link's label, and the same fact for screen readers. */
export declare function ExternalLinkMark(): import("react/jsx-runtime").JSX.Element;
