import type { TabItemProps } from './Tabs.js';
/**
 * `<hd-tab>` outside of `<hd-tabs>` (Tabs reads its children's props and renders the panels itself, so this only
 * runs for a stray tab): its label and content, so nothing is lost.
 */
export declare function TabItem({ label, children }: TabItemProps): import("react/jsx-runtime").JSX.Element;
