/**
 * What a hit shows: a title (the heading, or the text snippet of a content record) and the path of
 * headings above it — for hits with highlights and for stored hits (recent, favorites) without.
 */
import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchHit,
  type StoredHit,
} from '../../shared/search/search-types.js'

export interface DisplayText {
  /** escaped highlight value, when the hit has one */
  value?: string
  text: string
}

export interface HitDisplay {
  title: DisplayText
  /** lvl1 … the level above the title (lvl0 is the group) */
  path: DisplayText[]
}

function levelText(hit: SearchHit | StoredHit, level: HierarchyLevel, snippet = false): DisplayText {
  const full = hit as SearchHit
  const entry = snippet
    ? (full._snippetResult?.hierarchy?.[level] ?? full._highlightResult?.hierarchy?.[level])
    : full._highlightResult?.hierarchy?.[level]
  return { value: entry?.value, text: hit.hierarchy[level] ?? '' }
}

export function deepestLevel(hit: SearchHit | StoredHit): HierarchyLevel {
  let deepest: HierarchyLevel = 'lvl0'
  for (const level of HIERARCHY_LEVELS) if (hit.hierarchy[level]) deepest = level
  return deepest
}

/** The modal's two lines of a hit. */
export function hitDisplay(hit: SearchHit | StoredHit): HitDisplay {
  const full = hit as SearchHit
  if (hit.type === 'content') {
    const deepest = deepestLevel(hit)
    const upTo = HIERARCHY_LEVELS.indexOf(deepest)
    return {
      title: {
        value: full._snippetResult?.content?.value ?? full._highlightResult?.content?.value,
        text: hit.content ?? '',
      },
      path: HIERARCHY_LEVELS.slice(1, upTo + 1)
        .filter((l) => hit.hierarchy[l])
        .map((l) => levelText(hit, l, true)),
    }
  }
  const own = HIERARCHY_LEVELS.indexOf(hit.type)
  return {
    title: levelText(hit, hit.type),
    path:
      hit.type === 'lvl1'
        ? []
        : HIERARCHY_LEVELS.slice(1, own)
            .filter((l) => hit.hierarchy[l])
            .map((l) => levelText(hit, l, true)),
  }
}

/** The search page's view of a hit: title (deepest heading), breadcrumbs (lvl0 … above it), snippet. */
export function pageHitDisplay(hit: SearchHit): {
  title: DisplayText
  breadcrumbs: DisplayText[]
  snippet?: DisplayText
} {
  const titleLevel = hit.type === 'content' ? deepestLevel(hit) : hit.type
  const at = HIERARCHY_LEVELS.indexOf(titleLevel)
  return {
    title: levelText(hit, titleLevel),
    breadcrumbs: HIERARCHY_LEVELS.slice(0, at)
      .filter((l) => hit.hierarchy[l])
      .map((l) => levelText(hit, l)),
    ...(hit.content ? { snippet: { value: hit._snippetResult?.content?.value, text: hit.content } } : {}),
  }
}
