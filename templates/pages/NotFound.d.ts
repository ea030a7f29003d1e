export declare function NotFound(): import("react/jsx-runtime").JSX.Element;
