/**
 * Limits and defaults of the serve stage (static server, live reload), in one place under their names.
 * They are serve-only, so they live here rather than in `src/shared/constants.ts` (which holds the
 * spec constants shared with the browser).
 */

export const DEFAULT_SERVE_PORT = 3000
export const DEFAULT_SERVE_HOST = '127.0.0.1'
/** When the port is taken and strictPort is off, try this many following ports (3001…3010). */
export const PORT_FALLBACK_ATTEMPTS = 10

/** The one dot-named folder that is served (RFC 8615); other dotfiles are not found. */
export const SERVED_DOT_SEGMENT = '.well-known'

/** Longer request targets are answered 400 without touching the file system. */
export const MAX_REQUEST_PATH_LENGTH = 2048

/** Smaller bodies are sent uncompressed: the encoding overhead outweighs the saving. */
export const COMPRESSION_MIN_BYTES = 1024
/** Bigger files are streamed as they are, never read whole into memory to compress. */
export const COMPRESSION_MAX_BYTES = 16 * 1024 * 1024
/** Total size of the in-memory cache of compressed bodies; the oldest entries go first. */
export const COMPRESSION_CACHE_MAX_BYTES = 64 * 1024 * 1024
/** Brotli quality 0–11: 5 compresses a large bundle in tens of milliseconds at a ratio close to gzip -9 plus. */
export const BROTLI_QUALITY = 5

/** Content-hashed files under /assets/ never change, so browsers may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Everything else (HTML, route data, copied static files) is revalidated with its ETag on each use. */
export const REVALIDATE_CACHE_CONTROL = 'no-cache'

/** WebSocket path of the live-reload channel. */
export const LIVE_RELOAD_PATH = '/__hd_live'
/** Clients never need to send more than a tiny message. */
export const LIVE_RELOAD_MAX_PAYLOAD_BYTES = 1024
/** Delay between the client's reconnection attempts after the server went away. */
export const LIVE_RELOAD_RECONNECT_MS = 1000

/**
 * Watch mode: a rebuild starts once no file has changed for this long. 0: on the next turn of the event loop, so
 * the changes reported together are one rebuild, and changes arriving during a rebuild make exactly one more.
 * Every millisecond of waiting is on the way from save to reload; a save seen halfway is handled by
 * wait-for-write.ts and the recheck of each write.
 */
export const WATCH_DEBOUNCE_MS = 0
/** Watch mode: a changed file found empty (a save caught between truncate and write) is looked at again this often… */
export const WATCH_EMPTY_FILE_POLL_MS = 10
/** …for at most this long (it may really be empty). */
export const WATCH_EMPTY_FILE_WAIT_MAX_MS = 100
/** Watch mode: a request arriving during a rebuild waits for it, at most this long, then gets the files as they are. */
export const WATCH_REQUEST_WAIT_MAX_MS = 30_000
/** how many of the pages viewed last a rebuild renders first (viewed-pages.ts) */
export const WATCH_FIRST_PAGES = 8
/** Watch mode: chokidar ignores a file's changes for 50 ms after reporting one; each write is checked again after this. */
export const WATCH_RECHECK_MS = 75
/** Watch mode: a changed file up to this size is told apart from its earlier self by its content's hash too, not only its times. */
export const WATCH_SIGNATURE_HASH_MAX_BYTES = 1024 * 1024
/**
 * Watch mode: the markdown cache is written to disk this long after the last build that rendered Markdown (a
 * burst of edits is one write of the whole cache, a few MB of JSON for this site, kept off the edit → reload path);
 * the client bundle likewise after a build that bundled.
 */
export const MARKDOWN_STORE_DELAY_MS = 1000
/** Watch mode, closing: how long the build worker may take to finish writing the markdown cache before it is stopped. */
export const WATCH_WORKER_FINISH_MAX_MS = 3000

/**
 * Fresh live-block realms per library a watch session's render thread keeps ready between builds (each is used
 * by one block, ~0.4 MB): a one-page edit's blocks then find their realms made (src/live/live-renderer.ts).
 */
export const WATCH_SPARE_REALMS = 48

/**
 * a watch build after which the heap in use has grown by more than this since the last collection collects its
 * garbage before replying (collect-garbage.ts)
 */
export const WATCH_COLLECT_AFTER_BYTES = 512 * 2 ** 20
