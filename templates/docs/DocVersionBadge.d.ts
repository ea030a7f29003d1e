export declare function DocVersionBadge({ label }: {
    label: string;
}): import("react/jsx-runtime").JSX.Element;
