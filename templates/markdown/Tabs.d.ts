import { type ReactNode } from 'react';
/** Props of one `<hd-tab label value default>` element. */
export interface TabItemProps {
    label?: string;
    value?: string;
    default?: boolean | string;
    children?: ReactNode;
}
/**
 * `<hd-tabs>`: an ARIA tab list (arrow keys, Home and End move between tabs) over the panels of its `<hd-tab>`
 * children. Without JavaScript every panel is shown with its label (see tabs.css), so nothing is unreadable.
 */
export declare function Tabs({ children }: {
    children?: ReactNode;
}): import("react/jsx-runtime").JSX.Element;
