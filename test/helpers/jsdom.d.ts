/**
 * The part of jsdom's API that node-environment tests use to query built HTML (jsdom is a dev dependency for
 * vitest's jsdom environment; its own types are not installed).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { contentType?: string; url?: string })
    readonly window: Window & typeof globalThis
  }
}
