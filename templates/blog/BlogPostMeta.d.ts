/** "September 24, 2021 · 2 min read" */
export declare function BlogPostMeta({ date, formattedDate, readingTimeMinutes, }: {
    date: string;
    formattedDate: string;
    readingTimeMinutes: number;
}): import("react/jsx-runtime").JSX.Element;
