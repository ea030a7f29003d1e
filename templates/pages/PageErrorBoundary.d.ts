import { Component, type ReactNode } from 'react';
interface PageErrorBoundaryProps {
    children: ReactNode;
    /** the route path: a navigation to another route clears a crash */
    resetKey: string;
}
type State = {
    failed: false;
} | {
    failed: true;
    error: unknown;
};
/**
 * Around the page inside the layout: a page that throws while rendering in the browser is replaced by the crash
 * page ("This page crashed.", the error message chain, "Try again" renders it again); navbar and footer stay.
 * (React itself logs the caught error to the console.)
 */
export declare class PageErrorBoundary extends Component<PageErrorBoundaryProps, State> {
    state: State;
    static getDerivedStateFromError(error: unknown): State;
    componentDidUpdate(previous: PageErrorBoundaryProps): void;
    render(): string | number | bigint | boolean | import("react/jsx-runtime").JSX.Element | Iterable<ReactNode> | Promise<string | number | bigint | boolean | import("react").ReactPortal | import("react").ReactElement<unknown, string | import("react").JSXElementConstructor<any>> | Iterable<ReactNode> | null | undefined> | null | undefined;
}
export {};
