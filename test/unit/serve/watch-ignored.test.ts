import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ignoredByWatch } from '../../../src/serve/watch-ignored.js'

describe('ignoredByWatch', () => {
  const site = path.resolve('/site')
  const ignored = ignoredByWatch(path.join(site, 'build'))
  const at = (...parts: string[]) => path.join(site, ...parts)

  it('ignores the output folder, dependencies, hidden files and editor files', () => {
    for (const file of [
      at('build'),
      at('build', 'docs', 'intro.html'),
      at('node_modules', 'react', 'index.js'),
      at('content', '.intro.md.swp'),
      at('content', '.DS_Store'),
      at('content', 'intro.md~'),
      at('content', 'intro.md.swx'),
      at('content', '4913'),
    ])
      expect(ignored(file), file).toBe(true)
  })

  it('follows content, static files, the config and folders named like the output', () => {
    for (const file of [at('content', 'intro.md'), at('static', 'img', 'logo.svg'), at('site.config.ts'), at('builds')])
      expect(ignored(file), file).toBe(false)
  })
})
