import type { NavbarItem } from '../src/config/site-config.js';
/**
 * A part of a page that failed to render while the rest of the page rendered (today: a navbar item, spec §8
 * "reports which item config failed"). The build renders with a reporter that collects these and counts them as
 * warnings (src/render/render-warnings.ts); in the browser there is no reporter and they go to the console.
 */
export interface NavbarItemFailure {
    item: NavbarItem;
    message: string;
}
export type RenderProblemReporter = (failure: NavbarItemFailure) => void;
export declare const RenderProblemProvider: import("react").Provider<RenderProblemReporter | undefined>;
/** The reporter the page renders with, if any (the build's; undefined in the browser). */
export declare function useRenderProblemReporter(): RenderProblemReporter | undefined;
