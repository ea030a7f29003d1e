import type { NavbarHtmlModel } from './navbar-model.js';
/** Trusted HTML from the site config. */
export declare function NavbarHtml({ model, mobile }: {
    model: NavbarHtmlModel;
    mobile?: boolean;
}): import("react/jsx-runtime").JSX.Element;
