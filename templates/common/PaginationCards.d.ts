export interface PaginationCard {
    href: string;
    label: string;
    /** "Previous", "Next", "Newer post"… */
    sublabel?: string;
}
/** Two bordered cards linking to the previous and next page. Renders nothing when there is neither. */
export declare function PaginationCards({ ariaLabel, prev, next, }: {
    ariaLabel: string;
    prev?: PaginationCard;
    next?: PaginationCard;
}): import("react/jsx-runtime").JSX.Element | null;
