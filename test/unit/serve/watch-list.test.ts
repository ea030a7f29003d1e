import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { classifyChange } from '../../../src/serve/classify-change.js'
import { GENERATOR_CODE_DIRS, initialWatchList, watchTargets } from '../../../src/serve/watch-list.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

describe('the watch list', () => {
  it("by default holds the generator's real code folders, templates/ and src/ of this checkout", () => {
    expect(GENERATOR_CODE_DIRS).toEqual([path.join(REPO_ROOT, 'templates'), path.join(REPO_ROOT, 'src')])
    // the folders the theme and the build are really made of
    expect(existsSync(path.join(REPO_ROOT, 'templates/css/theme.css'))).toBe(true)
    expect(existsSync(path.join(REPO_ROOT, 'src/build.ts'))).toBe(true)

    const list = initialWatchList('/site/site.config.ts')
    expect(list.codeDirs).toEqual([...GENERATOR_CODE_DIRS])
    expect(watchTargets(list)).toEqual({
      folders: ['/site/content', '/site/static', ...GENERATOR_CODE_DIRS],
      files: ['/site/site.config.ts'],
    })
  })

  it('watches the site code the pages were compiled from, each file outside the watched folders', () => {
    const list = initialWatchList('/site/site.config.ts', [])
    list.inputs.siteCodeFiles = ['/site/src/components/Counter.tsx', '/site/content/pages/_Box.tsx']
    expect(watchTargets(list).files).toEqual(['/site/site.config.ts', '/site/src/components/Counter.tsx'])
  })

  it("watches a Docusaurus site's folders and files before its first build says what it reads", () => {
    const list = initialWatchList('/site/docusaurus.config.js', [])
    expect(watchTargets(list)).toEqual({
      folders: [
        '/site/docs',
        '/site/versioned_docs',
        '/site/versioned_sidebars',
        '/site/blog',
        '/site/src/pages',
        '/site/static',
      ],
      files: [
        '/site/docusaurus.config.js',
        '/site/versions.json',
        '/site/sidebars.js',
        '/site/sidebars.ts',
        '/site/sidebars.mjs',
        '/site/sidebars.cjs',
        '/site/sidebars.json',
      ],
    })
  })

  it('a change in those folders is a code change (a fresh worker), the theme CSS a browser asset', () => {
    const { inputs, codeDirs } = initialWatchList('/site/site.config.ts')
    const layout = { configFiles: new Set(inputs.configFiles), codeDirs, staticDir: inputs.staticDir }
    expect(classifyChange(path.join(REPO_ROOT, 'templates/css/theme.css'), layout)).toBe('browser-asset')
    expect(classifyChange(path.join(REPO_ROOT, 'templates/Footer.tsx'), layout)).toBe('code')
    expect(classifyChange(path.join(REPO_ROOT, 'src/client/entry.tsx'), layout)).toBe('code')
    expect(classifyChange('/site/content/docs/intro.md', layout)).toBe('content')
  })

  it('other code folders replace the default ones (the tests use a stand-in)', () => {
    const list = initialWatchList('/site/site.config.ts', ['/site/theme'])
    expect(list.codeDirs).toEqual(['/site/theme'])
    expect(watchTargets(list).folders).not.toContain(path.join(REPO_ROOT, 'src'))
  })

  it('the config and its imports are watched as files, except those under a watched folder (the folder covers them)', () => {
    const list = initialWatchList('/site/site.config.ts', ['/site/theme'])
    list.inputs.configFiles.push('/site/config/navbar.ts', '/site/theme/colours.ts', '/site/content/sidebar-items.ts')
    expect(watchTargets(list).files).toEqual(['/site/site.config.ts', '/site/config/navbar.ts'])
  })
})
