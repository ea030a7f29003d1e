import { describe, expect, it } from 'vitest'
import type { ClientBundle } from '../../../src/bundle/bundle-client.js'
import { shellPreloads } from '../../../src/render/shell-preloads.js'

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
    expect(shellPreloads(bundle)).toEqual(['/assets/chunks/a.js', '/assets/chunks/c.js', '/assets/chunks/b.js'])
    expect(shellPreloads(bundle)).toBe(shellPreloads(bundle))
  })
})
