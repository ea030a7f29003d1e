/**
 * `serve --watch` end to end on a copy of the basic fixture: real files, the real watcher, the build worker and
 * the server on an ephemeral loopback port, a live-reload socket from the served origin. Every wait is for an
 * event (a build ending, a message arriving); nothing is timed.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { LIVE_RELOAD_PATH } from '../../../src/serve/serve-constants.js'
import { EARLY_ANSWER_HEADER } from '../../../src/serve/answer-while-building.js'
import { type Answer, sidebarHrefs, startWatchHarness, type WatchHarness } from './watch-harness.js'

let h: WatchHarness

beforeAll(async () => {
  // hosted search like the real site: site-wide data stays the same across content edits (route-data updates)
  h = await startWatchHarness({ hostedSearch: true, codeDirs: ['theme'] })
}, 120_000)
afterAll(async () => {
  await h?.close()
})

describe('first build', () => {
  it('builds once before listening, then serves the output with the live-reload client', async () => {
    expect(h.starts).toHaveLength(1)
    expect(h.ends[0]).toMatchObject({ ok: true, freshWorker: true })
    const page = await h.get('/docs/intro')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Welcome to the fixture.')
    expect(page.text).toContain('/__hd_live')
    expect(h.site.exists('build/docs/intro.html')).toBe(true)
  })
})

describe('hosts answered (DNS rebinding)', () => {
  it('serves pages under localhost and IP addresses, and answers 403 under any other name, its socket too', async () => {
    const port = h.watched.port
    expect((await h.get('/docs/intro', { Host: `localhost:${port}` })).status).toBe(200)
    const refused = await h.get('/docs/intro', { Host: `evil.example:${port}` })
    expect(refused.status).toBe(403)
    expect(refused.text).toContain('--allowed-hosts evil.example')
    expect(refused.text).not.toContain('Welcome to the fixture.')
    const socket = new WebSocket(`ws://127.0.0.1:${port}${LIVE_RELOAD_PATH}`, {
      origin: `http://evil.example:${port}`,
      headers: { Host: `evil.example:${port}` },
    })
    // ending a refused handshake emits 'error' ("closed before the connection was established"): expected here
    socket.on('error', () => {})
    const status = await new Promise((resolve) => {
      socket.once('unexpected-response', (_req, res) => resolve(res.statusCode))
      socket.once('open', () => resolve('open'))
    })
    socket.terminate()
    expect(status).toBe(403)
  })
})

describe('content edits', () => {
  it('a markdown edit rebuilds that page in the warm worker and sends route-data; the server has the new text', async () => {
    const { ends, messages } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/intro.md', (t) =>
        t.replace('Welcome to the fixture.', 'Welcome to the edited fixture.'),
      ),
    )
    expect(ends).toHaveLength(1)
    const [end] = ends
    expect(end).toMatchObject({ ok: true, freshWorker: false })
    if (!end.ok) throw new Error('unreachable')
    expect(end.summary.rendered).toMatchObject({ markdown: 1, bundled: false })
    expect(end.summary.rendered.pages).toBeLessThan(end.summary.pages)
    expect(messages).toContainEqual({ type: 'route-data', path: '/docs/intro' })
    expect(messages.map((m) => m.type)).not.toContain('reload')
    expect((await h.get('/docs/intro')).text).toContain('Welcome to the edited fixture.')
    expect((await h.get('/__data/docs/intro.json')).text).toContain('Welcome to the edited fixture.')
    // an untouched page was not rewritten
    expect(end.summary.changedFiles).not.toContain('docs/api.html')
  })

  it('a page viewed before the edit is rendered first and answered before the rebuild ends', async () => {
    const html = { Accept: 'text/html' }
    await h.get('/docs/api', html) // viewed: the next rebuild renders it first
    let during: Promise<Answer> | undefined
    h.onNextBuildStart(() => {
      during = h.get('/docs/api', html)
    })
    const { ends } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/api.md', (t) => `${t}\nA line added while viewing.\n`),
    )
    expect(ends).toMatchObject([{ ok: true }])
    const answer = await during!
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('A line added while viewing.')
    expect(answer.text).toContain('/__hd_live') // the live-reload client, as for a page from the files
    expect(answer.headers[EARLY_ANSWER_HEADER.toLowerCase()]).toBe('rendered-first')
    // once the rebuild ended, the output folder has the same page
    const after = await h.get('/docs/api', html)
    expect(after.headers[EARLY_ANSWER_HEADER.toLowerCase()]).toBeUndefined()
    expect(after.text).toBe(answer.text)
  })

  it('coalesces a burst of 5 quick saves into exactly one rebuild', async () => {
    const buildsBefore = h.watched.builds
    const { ends } = await h.changeAndRebuild(() => {
      for (let i = 1; i <= 5; i++) {
        writeFileSync(
          h.site.file('content/docs/current/api.md'),
          `---\ntitle: API Reference\nsidebar_label: API\nsidebar_position: 3\n---\n\nThe API, save ${i}.\n\n## Options\n\nEverything about [the intro](/docs/intro#usage).\n`,
        )
      }
    })
    expect(ends).toHaveLength(1)
    expect(h.watched.builds).toBe(buildsBefore + 1)
    expect((await h.get('/docs/api')).text).toContain('The API, save 5.')
  })

  it('a second save made while the first one builds is not lost', async () => {
    await h.watched.whenIdle()
    const firstStarted = new Promise<void>((resolve) => h.onNextBuildStart(resolve))
    await h.site.edit('content/docs/current/api.md', (t) => t.replace(/The API, save \d\./, 'The API, first save.'))
    await firstStarted
    await h.site.edit('content/docs/current/api.md', (t) => t.replace('The API, first save.', 'The API, save 5.'))
    // no event to wait for when it would be lost: wait until the server has it (the test times out otherwise)
    while (!(await h.get('/docs/api')).text.includes('The API, save 5.')) await h.watched.whenIdle()
    await h.watched.whenIdle()
    expect((await h.get('/__data/docs/api.json')).text).toContain('The API, save 5.')
  })

  it('a title change updates the sidebar of every page of the version (their route data)', async () => {
    const { messages } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/guides/first-guide.md', (t) =>
        t.replace('# First guide', '# Getting started guide'),
      ),
    )
    const paths = messages.flatMap((m) => (m.type === 'route-data' ? [m.path] : []))
    expect(paths).toEqual(expect.arrayContaining(['/docs/intro', '/docs/api', '/docs/guides/first-guide']))
    expect((await h.get('/docs/api')).text).toContain('Getting started guide')
  })
})

describe('errors do not stop the server', () => {
  it('bad front matter: error naming file and line, the server keeps answering, the fix sends ok', async () => {
    const { messages } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/api.md', (t) => t.replace('title: API Reference', 'title: [unclosed')),
    )
    const error = messages.find((m) => m.type === 'error')
    expect(error?.type === 'error' && error.message).toMatch(/content\/docs\/current\/api\.md:\d+/)
    expect(h.printed.at(-1)).toContain('content/docs/current/api.md:')
    const page = await h.get('/docs/api')
    expect(page.status).toBe(200)
    expect(page.text).toContain('The API, save 5.')

    const fixed = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/api.md', (t) => t.replace('title: [unclosed', 'title: API Reference')),
    )
    expect(fixed.messages[0]).toEqual({ type: 'ok' })
    expect((await h.get('/docs/api')).status).toBe(200)
  })

  it('a broken link: error naming the file and line of the link, after the warnings the build found; the fix sends ok', async () => {
    const printedBefore = h.printed.length
    const { messages } = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/api.md', (t) =>
        t.replace('The API, save 5.', 'The API, see [nowhere](/docs/nowhere) and [gone](./gone.md).'),
      ),
    )
    const error = messages.find((m) => m.type === 'error')
    expect(error?.type === 'error' && error.message).toContain('content/docs/current/api.md:7')
    expect(error?.type === 'error' && error.message).toContain('/docs/nowhere')
    // the broken Markdown link only warns, but it is printed too, before the error that failed the build
    const printed = h.printed.slice(printedBefore)
    const warning = printed.findIndex((line) => line.startsWith('warning: ') && line.includes('gone.md'))
    expect(warning).toBeGreaterThanOrEqual(0)
    expect(printed.findIndex((line) => line.startsWith('error: '))).toBeGreaterThan(warning)
    expect((await h.get('/docs/intro')).status).toBe(200)

    const fixed = await h.changeAndRebuild(() =>
      h.site.edit('content/docs/current/api.md', (t) =>
        t.replace('see [nowhere](/docs/nowhere) and [gone](./gone.md)', 'fixed'),
      ),
    )
    expect(fixed.messages[0]).toEqual({ type: 'ok' })
    expect((await h.get('/docs/api')).text).toContain('The API, fixed.')
  })

  it('a syntax error in site.config.ts: error with file and line; the fix sends ok and reload', async () => {
    const { ends, messages } = await h.changeAndRebuild(() =>
      h.site.edit('site.config.ts', (t) => t.replace("title: 'Fixture Docs',", "title: 'Fixture Docs',,")),
    )
    expect(ends[0]?.freshWorker).toBe(true)
    const error = messages.find((m) => m.type === 'error')
    expect(error?.type === 'error' && error.message).toMatch(/site\.config\.ts:2:\d+/)
    expect((await h.get('/docs/intro')).status).toBe(200)

    const fixed = await h.changeAndRebuild(() =>
      h.site.edit('site.config.ts', (t) => t.replace("title: 'Fixture Docs',,", "title: 'Fixture Docs Renamed',")),
    )
    expect(fixed.messages).toEqual([{ type: 'ok' }, { type: 'reload' }])
    expect((await h.get('/docs/intro')).text).toContain('Fixture Docs Renamed')
  })
})

describe('files and folders come and go', () => {
  it('creating a page adds its route and sidebar entry (reload)', async () => {
    const { messages } = await h.changeAndRebuild(() =>
      writeFile(
        h.site.file('content/docs/current/new-page.md'),
        '---\nsidebar_position: 9\n---\n\n# Brand new page\n\nFresh text.\n',
      ),
    )
    expect(messages).toContainEqual({ type: 'reload' })
    const page = await h.get('/docs/new-page')
    expect(page.status).toBe(200)
    expect(page.text).toContain('Fresh text.')
    expect(sidebarHrefs((await h.get('/__data/docs/intro.json')).text)).toContain('/docs/new-page')
  })

  it('deleting a page removes its route, its HTML and its sidebar entries; its URL answers 404', async () => {
    const { messages } = await h.changeAndRebuild(() => rm(h.site.file('content/docs/current/guides/second-guide.md')))
    expect(messages).toContainEqual({ type: 'reload' })
    expect((await h.get('/docs/guides/second-guide')).status).toBe(404)
    expect(h.site.exists('build/docs/guides/second-guide.html')).toBe(false)
    expect(h.site.exists('build/__data/docs/guides/second-guide.json')).toBe(false)
    for (const route of ['/docs/intro', '/docs/api', '/docs/guides/first-guide']) {
      expect(sidebarHrefs((await h.get(`/__data${route}.json`)).text)).not.toContain('/docs/guides/second-guide')
    }
    expect((await h.get('/docs/intro')).text).not.toContain('/docs/guides/second-guide')
  })

  it('creating, renaming and deleting a folder of pages', async () => {
    await h.changeAndRebuild(async () => {
      await mkdir(h.site.file('content/docs/current/extra'))
      await writeFile(h.site.file('content/docs/current/extra/extra-page.md'), '# Extra page\n\nExtra text.\n')
    })
    expect((await h.get('/docs/extra/extra-page')).status).toBe(200)

    await h.changeAndRebuild(() =>
      rename(h.site.file('content/docs/current/extra'), h.site.file('content/docs/current/more')),
    )
    expect((await h.get('/docs/extra/extra-page')).status).toBe(404)
    expect((await h.get('/docs/more/extra-page')).text).toContain('Extra text.')
    expect(h.site.exists('build/docs/extra')).toBe(false)

    await h.changeAndRebuild(() => rm(h.site.file('content/docs/current/more'), { recursive: true }))
    expect((await h.get('/docs/more/extra-page')).status).toBe(404)
    expect(sidebarHrefs((await h.get('/__data/docs/intro.json')).text)).not.toContain('/docs/more/extra-page')
  })
})

describe('static files', () => {
  it('a changed, added or deleted static file is copied or removed in place, then reload', async () => {
    const { messages } = await h.changeAndRebuild(() =>
      writeFile(
        h.site.file('static/img/icon.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg"><title>new icon</title></svg>',
      ),
    )
    expect(messages).toEqual([{ type: 'reload' }])
    expect((await h.get('/img/icon.svg')).text).toContain('new icon')

    await h.changeAndRebuild(() => writeFile(h.site.file('static/robots-extra.txt'), 'extra'))
    expect((await h.get('/robots-extra.txt')).text).toBe('extra')
    await h.changeAndRebuild(() => rm(h.site.file('static/robots-extra.txt')))
    expect((await h.get('/robots-extra.txt')).status).toBe(404)
    expect(h.site.exists('build/robots-extra.txt')).toBe(false)
  })
})

describe('code changes', () => {
  it('a React page edit: fresh worker (full rebuild) and reload, with the new text served', async () => {
    const { ends, messages } = await h.changeAndRebuild(() =>
      h.site.edit('content/pages/index.tsx', (t) => t.replace('Fixture home', 'Fixture home, edited')),
    )
    expect(ends[0]).toMatchObject({ ok: true, freshWorker: true })
    expect(messages).toEqual([{ type: 'reload' }])
    expect((await h.get('/')).text).toContain('Fixture home, edited')
  })

  it('a syntax error in a React page: error with file and line; the fix sends ok and reload', async () => {
    const { messages } = await h.changeAndRebuild(() =>
      h.site.edit('content/pages/index.tsx', (t) => t.replace('<h1>', '<h1 =')),
    )
    const error = messages.find((m) => m.type === 'error')
    expect(error?.type === 'error' && error.message).toMatch(/content\/pages\/index\.tsx:6:\d+/)
    expect((await h.get('/')).status).toBe(200)

    const fixed = await h.changeAndRebuild(() =>
      h.site.edit('content/pages/index.tsx', (t) => t.replace('<h1 =', '<h1>')),
    )
    expect(fixed.messages).toEqual([{ type: 'ok' }, { type: 'reload' }])
  })

  it('a React page saved again unchanged: a fresh worker rebuilds, nothing changed on disk, so no reload', async () => {
    const { ends, messages } = await h.changeAndRebuild(() => h.site.edit('content/pages/index.tsx', (t) => t))
    expect(ends).toHaveLength(1)
    expect(ends[0]).toMatchObject({ ok: true, freshWorker: true })
    if (!ends[0].ok) throw new Error('unreachable')
    expect(ends[0].summary.changedFiles).toEqual([])
    expect(messages).toEqual([])
  })

  it('a change under a code folder (templates/, src/) means a fresh worker and a full rebuild (no reload: this one changes no output)', async () => {
    const buildsBefore = h.watched.builds
    const { ends, messages } = await h.changeAndRebuild(async () => {
      await mkdir(h.site.file('theme'), { recursive: true })
      await writeFile(h.site.file('theme/Banner.tsx'), 'export const Banner = () => null\n')
    })
    expect(ends).toHaveLength(1)
    expect(h.watched.builds).toBe(buildsBefore + 1)
    expect(ends[0]).toMatchObject({ ok: true, freshWorker: true })
    if (!ends[0].ok) throw new Error('unreachable')
    expect(ends[0].summary.rendered.bundled).toBe(true)
    expect(ends[0].summary.rendered.pages).toBe(ends[0].summary.pages)
    // the fixture's stand-in code folder feeds no page: the output is the same bytes (a React page edit reloads)
    expect(ends[0].summary.changedFiles).toEqual([])
    expect(messages).toEqual([])
  })
})

describe('a syntax error in a component a page imports (the "TypeScript error in a template" case)', () => {
  it('names the file and line in the terminal and the overlay message; the fix sends ok and reload', async () => {
    // a React page that really renders a component from the stand-in code folder
    await h.changeAndRebuild(async () => {
      await mkdir(h.site.file('theme'), { recursive: true })
      await writeFile(
        h.site.file('theme/Hero.tsx'),
        'export function Hero(props: { name: string }) {\n  return <p className="hero">Hero for {props.name}</p>\n}\n',
      )
      await h.site.edit(
        'content/pages/index.tsx',
        (t) => `import { Hero } from '../../theme/Hero'\n${t.replace('<h1>', '<Hero name="readers" />\n      <h1>')}`,
      )
    })
    expect((await h.get('/')).text).toContain('Hero for <!-- -->readers')

    const { ends, messages } = await h.changeAndRebuild(() =>
      h.site.edit('theme/Hero.tsx', (t) => t.replace('<p className="hero">', '<p className="hero" =>')),
    )
    expect(ends.at(-1)).toMatchObject({ ok: false, freshWorker: true })
    const error = messages.find((m) => m.type === 'error')
    expect(error?.type === 'error' && error.message).toMatch(/theme\/Hero\.tsx:2:\d+/)
    // the terminal prints the same message the overlay shows
    expect(h.printed).toContain(`error: ${error?.type === 'error' ? error.message : ''}`)
    const stillServed = await h.get('/')
    expect(stillServed.status).toBe(200)
    expect(stillServed.text).toContain('Hero for <!-- -->readers')

    const fixed = await h.changeAndRebuild(() =>
      h.site.edit('theme/Hero.tsx', (t) =>
        t.replace('<p className="hero" =>', '<p className="hero">').replace('</p>', '!</p>'),
      ),
    )
    expect(fixed.messages).toEqual([{ type: 'ok' }, { type: 'reload' }])
    expect((await h.get('/')).text).toContain('readers<!-- -->!')
  })
})

describe('a site that does not build at start', () => {
  it('still serves: pages show the error (with the live-reload client), and the fix reloads them', async () => {
    const broken = await startWatchHarness({
      hostedSearch: true,
      before: (site) =>
        site.edit('content/docs/current/api.md', (t) => t.replace('title: API Reference', 'title: [unclosed')),
    })
    try {
      expect(broken.ends[0]?.ok).toBe(false)
      const page = await broken.get('/docs/intro', { Accept: 'text/html' })
      expect(page.status).toBe(500)
      expect(page.text).toMatch(/content\/docs\/current\/api\.md:\d+/)
      expect(page.text).toContain('/__hd_live')
      expect(broken.messages[0]).toMatchObject({ type: 'error' }) // the standing error, sent on connect

      const fixed = await broken.changeAndRebuild(() =>
        broken.site.edit('content/docs/current/api.md', (t) => t.replace('title: [unclosed', 'title: API Reference')),
      )
      expect(fixed.messages).toEqual([{ type: 'ok' }, { type: 'reload' }])
      expect((await broken.get('/docs/intro', { Accept: 'text/html' })).status).toBe(200)
    } finally {
      await broken.close()
    }
  }, 120_000)
})
