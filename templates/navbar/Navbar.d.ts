/**
 * The top bar: brand, left and right items, colour mode toggle and search. Items other than search collapse into
 * the mobile sidebar at ≤ 996 px. The client hides the bar on scroll down by adding `navbar--hidden`.
 */
export declare function Navbar(): import("react/jsx-runtime").JSX.Element;
