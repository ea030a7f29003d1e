import type { NavbarDropdownModel } from './navbar-model.js';
interface NavbarDropdownProps {
    model: NavbarDropdownModel;
    mobile?: boolean;
    onNavigate?: () => void;
}
/**
 * Desktop: opens on hover or keyboard focus (pure CSS, works without JavaScript) and on click. Mobile: a
 * collapsible group in the menu, labelled by its mobile label ('Versions', 'Languages').
 */
export declare function NavbarDropdown({ model, mobile, onNavigate }: NavbarDropdownProps): import("react/jsx-runtime").JSX.Element;
export {};
