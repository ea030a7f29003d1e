/** The optional bar above the navbar. Its content is trusted HTML from the site config. */
export declare function AnnouncementBar(): import("react/jsx-runtime").JSX.Element | null;
