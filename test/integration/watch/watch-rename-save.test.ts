/**
 * `serve --watch` keeps watching the config and the files it imports across editors' rename-style saves (`sed -i`,
 * and editors that write a new file and rename it over the old one, or format on save): each round saves a file
 * twice in quick succession that way, then waits for the rebuild and checks the served page. A file whose new
 * version went unwatched gets no rebuild, and the test times out in that round; a stale config shows in the page.
 */
import { execFileSync } from 'node:child_process'
import { mkdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWatchHarness, type WatchHarness } from './watch-harness.js'

const ROUNDS = 4

let h: WatchHarness

beforeAll(async () => {
  h = await startWatchHarness({
    hostedSearch: true,
    before: async (site) => {
      // an import in a folder of its own: watched like the config itself
      await mkdir(site.file('config'))
      await site.write('config/navbar-title.ts', "export const navbarTitle = 'Navbar 0'\n")
      await site.edit(
        'site.config.ts',
        (text) =>
          `import { navbarTitle } from './config/navbar-title.ts'\n\n${text.replace("title: 'Fixture',", 'title: navbarTitle,')}`,
      )
    },
  })
}, 120_000)
afterAll(async () => {
  await h?.close()
})

/** Two saves in a row the way `sed -i` saves: a new file renamed over the old one (the second often gets the first's freed inode number). */
function renameSaveTwice(file: string, first: [RegExp, string], second: [RegExp, string]): void {
  for (const [pattern, replacement] of [first, second])
    execFileSync('sed', ['-i', '-E', `s/${pattern.source}/${replacement}/`, h.site.file(file)])
}

const intro = async (): Promise<string> => (await h.get('/docs/intro')).text

describe('rename-style saves', () => {
  it(`the config and its import stay watched over ${ROUNDS} rounds of two quick rename-saves each`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      await h.changeAndRebuild(() =>
        renameSaveTwice(
          'site.config.ts',
          [/title: 'Fixture Docs[^']*'/, `title: 'Fixture Docs ${round}a'`],
          [/Docs [0-9]+a'/, `Docs ${round}'`],
        ),
      )
      expect(await intro(), `round ${round}: the config's second save`).toContain(`Fixture Docs ${round}<`)

      await h.changeAndRebuild(() =>
        renameSaveTwice(
          'config/navbar-title.ts',
          [/Navbar [0-9a]+/, `Navbar ${round}a`],
          [/Navbar [0-9a]+/, `Navbar ${round}`],
        ),
      )
      expect(await intro(), `round ${round}: the import's second save`).toContain(`Navbar ${round}<`)
    }
  }, 180_000)

  it('a content edit after those saves builds with the latest config', async () => {
    const { ends } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/intro.md', (t) =>
        t.replace('Welcome to the fixture.', 'Welcome, after the renames.'),
      ),
    )
    expect(ends.every((end) => end.ok)).toBe(true)
    const page = await intro()
    expect(page).toContain('Welcome, after the renames.')
    expect(page).toContain(`Fixture Docs ${ROUNDS}<`)
    expect(page).toContain(`Navbar ${ROUNDS}<`)
  })
})
