export declare const meta: {
    description: string;
};
export default function Home(): import("react/jsx-runtime").JSX.Element;
