import type { ComponentType } from 'react';
/**
 * Tag name → component for rendering content hast. The server render and the browser (hydration and client-side
 * navigation) must use this same map, or hydration will not match.
 */
export declare const markdownComponents: Record<string, ComponentType<any>>;
