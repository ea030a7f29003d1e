/** Window events of the client runtime, for the other browser modules (search, live playgrounds) to listen to. */

/** Fired on window after a client-side navigation rendered its route; `detail.path` is the route path. */
export const ROUTE_CHANGE_EVENT = 'hd:route-change'
export type RouteChangeEvent = CustomEvent<{ path: string }>

/**
 * The live-reload client's event for changed route data (src/serve/live-reload.ts, ROUTE_DATA_CHANGED_EVENT;
 * a unit test keeps the two equal). The router cancels it and refetches instead of reloading the page.
 */
export const ROUTE_DATA_CHANGED_EVENT = 'hotkeys-docs:route-data'
