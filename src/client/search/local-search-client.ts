/**
 * The embedded search backend: downloads the build's MiniSearch index on the first search (never before) —
 * only the files its facet filters need, one per docs version (LocalIndexPart: the version's records plus the
 * pages outside the docs), others when a later search asks for another version — then answers queries in the
 * browser: prefix matching on the last word, fuzzy matching on longer words, every word required, facet filters
 * applied, one hit per URL (DocSearch's `distinct` on url), with Algolia-shaped hits whose `_highlightResult` and
 * `_snippetResult` it computes itself (escaped text, `<mark>` around matches, 10-word snippets).
 */
import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch'
import { SEARCH_HITS_PER_PAGE, SEARCH_SNIPPET_WORDS } from '../../shared/constants.js'
import type { LocalIndexPart } from '../../shared/types.js'
import { matchesFacetFilters } from './contextual-search.js'
import { highlightEntry, snippetEntry } from './highlight.js'
import { LOCAL_INDEX_NAME } from './search-storage.js'
import {
  LOCAL_INDEX_FORMAT,
  LOCAL_INDEX_OPTIONS,
  tokenizeQuery,
  type LocalIndexDocument,
  type LocalIndexFile,
} from '../../shared/search/local-index-schema.js'
import {
  HIERARCHY_LEVELS,
  SearchApiError,
  SearchUnreachableError,
  type FacetFilters,
  type Hierarchy,
  type HighlightEntry,
  type HierarchyLevel,
  type SearchClient,
  type SearchHit,
  type SearchQuery,
  type SearchResponse,
} from '../../shared/search/search-types.js'

export interface LocalSearchOptions {
  /** SiteData.search.indexParts */
  parts: LocalIndexPart[]
  /** names the recent/favorite storage; one name for every build of the site */
  indexName?: string
  fetch?: typeof fetch
}

/** Record-level boosts: page titles first, then headings by depth, then text. */
const TYPE_BOOST: Record<string, number> = {
  lvl1: 1.6,
  lvl2: 1.35,
  lvl3: 1.2,
  lvl4: 1.1,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
}

export interface LoadedIndex {
  search: MiniSearch<LocalIndexDocument>
  file: LocalIndexFile
}

/**
 * The files a search with these facet filters needs: those whose docs version the filters allow (only the
 * filters on docusaurus_tag count). When none is allowed, only `default` records can match, and every file holds
 * them: the first one.
 */
export function indexPartsFor(parts: LocalIndexPart[], facetFilters: FacetFilters): LocalIndexPart[] {
  const isTagFilter = (f: string) => /^-?docusaurus_tag:/.test(f)
  const tagFilters = facetFilters.filter((f) =>
    Array.isArray(f) ? f.length > 0 && f.every(isTagFilter) : isTagFilter(f),
  )
  const allowed = parts.filter((part) => matchesFacetFilters({ docusaurus_tag: part.tag }, tagFilters))
  return allowed.length > 0 ? allowed : parts.slice(0, 1)
}

export function createLocalSearchClient(
  options: LocalSearchOptions,
): SearchClient & { load(facetFilters?: FacetFilters): Promise<void> } {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))
  const loading = new Map<string, Promise<LoadedIndex>>()

  const loadPart = (part: LocalIndexPart): Promise<LoadedIndex> => {
    let load = loading.get(part.url)
    if (!load) {
      load = loadIndex(part.url, doFetch).catch((error: unknown) => {
        loading.delete(part.url) // the next search tries again
        throw error
      })
      loading.set(part.url, load)
    }
    return load
  }
  const loadFor = (facetFilters: FacetFilters) => Promise.all(indexPartsFor(options.parts, facetFilters).map(loadPart))

  return {
    indexName: options.indexName ?? LOCAL_INDEX_NAME,
    async load(facetFilters = []) {
      await loadFor(facetFilters)
    },
    async search(query: SearchQuery): Promise<SearchResponse> {
      return searchLoadedIndexes(await loadFor(query.facetFilters), query)
    },
    /** the sections of the files loaded so far (the first file's when none is) */
    async suggestedQueries() {
      const loaded =
        loading.size > 0
          ? await Promise.all([...loading.values()]).catch(() => [])
          : await loadFor([]).then((l) => l.slice(0, 1))
      return [...new Set(loaded.flatMap((l) => l.file.sections))]
    },
  }
}

async function loadIndex(url: string, doFetch: typeof fetch): Promise<LoadedIndex> {
  let response: Response
  try {
    response = await doFetch(url)
  } catch (error) {
    throw new SearchUnreachableError(`The search index ${url} could not be downloaded: ${(error as Error).message}`)
  }
  if (!response.ok) {
    const error = response.status >= 500 ? SearchUnreachableError : SearchApiError
    throw new error(`The search index ${url} could not be downloaded: HTTP ${response.status}`)
  }
  let file: LocalIndexFile
  try {
    file = (await response.json()) as LocalIndexFile
  } catch (error) {
    throw new SearchApiError(`The search index ${url} is not JSON: ${(error as Error).message}`)
  }
  if (!file || file.format !== LOCAL_INDEX_FORMAT || !Array.isArray(file.records)) {
    throw new SearchApiError(`The search index ${url} has an unknown format (expected format ${LOCAL_INDEX_FORMAT}).`)
  }
  return { file, search: MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], LOCAL_INDEX_OPTIONS) }
}

/** A result with the file it came from. */
interface FileResult {
  file: LocalIndexFile
  result: MiniSearchResult
}

/** Runs one query against loaded index files, merged by score (exported for tests). */
export function searchLoadedIndexes(loaded: LoadedIndex[], query: SearchQuery): SearchResponse {
  const hitsPerPage = query.hitsPerPage ?? SEARCH_HITS_PER_PAGE
  const page = Math.max(0, query.page ?? 0)
  const words = tokenizeQuery(query.query)
  if (words.length === 0) return { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage }
  const results: FileResult[] = loaded.flatMap(({ search, file }) =>
    search
      .search(words.join(' '), {
        combineWith: 'AND',
        prefix: (_term, i, terms) => i === terms.length - 1,
        fuzzy: (term) => (term.length > 4 ? 0.2 : false),
        boost: { title: 3, context: 1.5, content: 1 },
        boostDocument: (id) => TYPE_BOOST[file.records[id as number]?.type ?? 'content'] ?? 1,
        filter: (result) => {
          const record = file.records[result.id as number]
          return (
            !!record && matchesFacetFilters({ language: file.language, docusaurus_tag: record.tag }, query.facetFilters)
          )
        },
      })
      .map((result) => ({ file, result })),
  )
  // several files: one ranking (each file's results are already in score order, a stable sort keeps ties so)
  if (loaded.length > 1) results.sort((a, b) => b.result.score - a.result.score)
  const distinct = distinctByUrl(results)
  const pageResults = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage)
  return {
    hits: pageResults.map(toHit),
    nbHits: distinct.length,
    page,
    nbPages: Math.ceil(distinct.length / hitsPerPage),
    hitsPerPage,
  }
}

/**
 * The best result per URL (DocSearch indices are distinct on `url`): a heading and its paragraphs are one hit; the
 * `default` records every file holds are one hit too.
 */
function distinctByUrl(results: FileResult[]): FileResult[] {
  const seen = new Set<string>()
  return results.filter(({ file, result }) => {
    const url = file.records[result.id as number].url
    if (seen.has(url)) return false
    seen.add(url)
    return true
  })
}

function toHit({ file, result }: FileResult): SearchHit {
  const record = file.records[result.id as number]
  const hierarchy = Object.fromEntries(
    HIERARCHY_LEVELS.map((level, i) => [level, record.hierarchy[i] ?? null]),
  ) as Hierarchy
  const terms = new Set(result.terms)
  const highlightHierarchy: Partial<Record<HierarchyLevel, HighlightEntry>> = {}
  const snippetHierarchy: Partial<Record<HierarchyLevel, HighlightEntry>> = {}
  for (const level of HIERARCHY_LEVELS) {
    const text = hierarchy[level]
    if (!text) continue
    highlightHierarchy[level] = highlightEntry(text, terms)
    if (level !== 'lvl0') snippetHierarchy[level] = snippetEntry(text, terms, SEARCH_SNIPPET_WORDS)
  }
  const hit: SearchHit = {
    objectID: record.objectID,
    url: record.url,
    type: record.type,
    content: record.content,
    hierarchy,
    _highlightResult: { hierarchy: highlightHierarchy },
    _snippetResult: { hierarchy: snippetHierarchy },
  }
  if (record.content) {
    hit._highlightResult!.content = highlightEntry(record.content, terms)
    hit._snippetResult!.content = snippetEntry(record.content, terms, SEARCH_SNIPPET_WORDS)
  }
  return hit
}
