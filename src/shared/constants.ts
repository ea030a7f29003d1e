/**
 * Constants from the specification (§9 and §4), under their spec names. Import them from here; never write
 * the numbers inline.
 */

/** Wider than this is desktop (px). */
export const DESKTOP_BREAKPOINT = 996
/** Search shows SEARCH_SMALL_SCREEN_GROUP_CAP results per group up to this width (px). */
export const SEARCH_SMALL_SCREEN_MAX_WIDTH = 768
export const SEARCH_SMALL_SCREEN_GROUP_CAP = 5

export const SEARCH_HITS_PER_PAGE = 20
export const SEARCH_SNIPPET_WORDS = 10
export const SEARCH_GROUP_CAP = 5
export const SEARCH_INPUT_MAX_LENGTH = 64
export const SEARCH_STALL_THRESHOLD_MS = 300
export const SEARCH_RECENT_LIMIT = 7
export const SEARCH_RECENT_LIMIT_WITH_FAVORITES = 4
export const SEARCH_FAVORITE_LIMIT = 10
export const SEARCH_SUGGESTED_QUERIES = 3

export const SEARCH_TIMEOUTS = { connect: 1_000, read: 2_000, write: 30_000 } as const
export const SEARCH_HOST_DOWN_MS = 120_000

export const LOADER_DELAY_MS = 200
/** A live code block re-runs edited code this long after the last change (README "Live code blocks"). */
export const LIVE_EDIT_DEBOUNCE_MS = 300
export const PROGRESS_BAR = {
  startDelay: 200,
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const

/** Eased scroll: each frame covers this fraction of the remaining distance... inverted (remaining *= factor). */
export const SCROLL_EASE_FACTOR = 0.85

export const DEFAULT_LOCALE = 'en'
export const DOCS_BASE_PATH = '/docs'
export const BLOG_BASE_PATH = '/blog'
export const SEARCH_PAGE_PATH = '/search'

export const THEME_STORAGE_KEY = 'theme'
/** Set on `<html>` while the reader navigates with the keyboard (Tab; cleared on mouse down). */
export const KEYBOARD_NAV_CLASS = 'keyboard-nav'
export const ANNOUNCEMENT_DISMISS_STORAGE_KEY = 'docusaurus.announcement.dismiss'
export const ANNOUNCEMENT_ID_STORAGE_KEY = 'docusaurus.announcement.id'
/** Preferred docs version per docs plugin: `docs-preferred-version-${pluginId}`. */
export function preferredVersionStorageKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`
}

export const GENERATOR_NAME = 'hotkeys-docs'

/*
 * Scale limits (not from the spec): what keeps every page's size independent of the site's size.
 */
/** A docs sidebar with more links than this is sent to each page pruned to the page's trail (see prune-sidebar.ts). */
export const SIDEBAR_FULL_MAX_LINKS = 200
/** A version with more docs than this inlines, in each page's site data, only the doc paths that page needs. */
export const SITE_DATA_FULL_DOC_PATHS_MAX = 100
/**
 * Docs' Markdown is rendered on worker threads when its pages beside the longest hold this many bytes (or the longest
 * is very long, src/workers/markdown-threads-pay-off.ts); below, on the main thread: the threads would not pay off.
 */
export const PARALLEL_MARKDOWN_MIN_BYTES = 1024 * 1024
