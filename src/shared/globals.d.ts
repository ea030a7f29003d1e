/**
 * The web platform APIs shared code uses: the browser and Node (20+) both have them as globals, but this side's
 * environment has neither the DOM's types nor Node's (src/shared/tsconfig.json). Only what is used is declared.
 */
declare class URL {
  constructor(url: string, base?: string | URL)
  readonly href: string
  readonly origin: string
  readonly protocol: string
  readonly pathname: string
  readonly search: string
  readonly hash: string
}
