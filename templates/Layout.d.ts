import type { ReactNode } from 'react';
/** Page chrome: skip link (first in tab order), announcement bar, navbar, main landmark, footer. */
export declare function Layout({ children }: {
    children: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
