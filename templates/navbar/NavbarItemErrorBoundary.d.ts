import { Component, type ReactNode } from 'react';
import type { NavbarItem } from '../../src/config/site-config.js';
/** Keeps one broken navbar item from taking the whole navbar down: it reports the item config and renders nothing. */
export declare class NavbarItemErrorBoundary extends Component<{
    item: NavbarItem;
    children: ReactNode;
}, {
    failed: boolean;
}> {
    state: {
        failed: boolean;
    };
    static getDerivedStateFromError(): {
        failed: boolean;
    };
    componentDidCatch(error: unknown): void;
    render(): ReactNode;
}
