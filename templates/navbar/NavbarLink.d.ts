import type { NavbarLinkModel } from './navbar-model.js';
interface NavbarLinkProps {
    model: NavbarLinkModel;
    /** inside the mobile menu (a list item) rather than the bar */
    mobile?: boolean;
    /** class of the `<a>` when the link sits inside a dropdown */
    linkClassName?: string;
    onNavigate?: () => void;
}
export declare function NavbarLink({ model, mobile, linkClassName, onNavigate }: NavbarLinkProps): import("react/jsx-runtime").JSX.Element;
export {};
