/** False during server rendering and the hydration pass, true once React runs in the browser. */
export declare function useHydrated(): boolean;
