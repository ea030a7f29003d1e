export declare function EditThisPage({ url }: {
    url: string;
}): import("react/jsx-runtime").JSX.Element;
