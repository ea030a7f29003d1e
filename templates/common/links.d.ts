/** An absolute http(s) URL: opened in a new tab, never handled by the client router. */
export declare function isExternalUrl(href: string): boolean;
/** Props that make an external link open safely in a new tab. */
export declare const EXTERNAL_LINK_PROPS: {
    readonly target: "_blank";
    readonly rel: "noopener noreferrer";
};
/** `EXTERNAL_LINK_PROPS` for an external href, nothing for an internal one. */
export declare function linkTargetProps(href: string | undefined): typeof EXTERNAL_LINK_PROPS | Record<string, never>;
