/**
 * What the content stage takes each doc's front matter from (content/load-docs.ts): parseFrontMatter, or a cache
 * in front of it (`hotkeys-docs build`: cache/front-matter-entries.ts, by the source's hash). gray-matter parsed
 * every doc of a 10,000-page site on each warm build (~0.35 s).
 */
import { type ParsedSource, parseFrontMatter } from './parse-front-matter.js'

export interface FrontMatterCache {
  /** parseFrontMatter(source, file), or what it gave for the same source before (a new object either way) */
  parse(source: string, file: string): ParsedSource
}

/** No cache: every source is parsed. */
export const parseEveryFrontMatter: FrontMatterCache = { parse: parseFrontMatter }
