import { describe, expect, it } from 'vitest'
import type { ClientBundle } from '../../../src/bundle/bundle-client.js'
import { createShellPreloadsCache, shellPreloads } from '../../../src/render/shell-preloads.js'

describe('shellPreloads', () => {
  it('lists every chunk the entry imports statically, transitively, once, without the entry', () => {
    const bundle = {
      entry: '/assets/app.js',
      staticImports: {
        '/assets/app.js': ['/assets/chunks/a.js', '/assets/chunks/b.js'],
        '/assets/chunks/a.js': ['/assets/chunks/c.js', '/assets/app.js'],
        '/assets/chunks/b.js': ['/assets/chunks/c.js'],
        '/assets/chunks/c.js': [],
        '/assets/live.js': ['/assets/chunks/d.js'],
      },
    } as unknown as ClientBundle
    const cache = createShellPreloadsCache()
    expect(shellPreloads(bundle, cache)).toEqual(['/assets/chunks/a.js', '/assets/chunks/c.js', '/assets/chunks/b.js'])
    // worked out once per bundle and cache
    expect(shellPreloads(bundle, cache)).toBe(shellPreloads(bundle, cache))
  })
})
