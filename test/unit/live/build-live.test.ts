/**
 * Live blocks through the whole build (a copy of the basic fixture site): the preview is in the HTML, the page
 * modulepreloads its module, the route data carries the module URL; a broken block stops the build with its
 * Markdown file and line.
 */
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from '../../../src/build.js'
import { BuildError, BuildErrorList } from '../../../src/errors.js'
import { routeDataFile } from '../../../src/shared/paths.js'
import { copyFixtureSite } from '../../helpers/fixture-site.js'

type Site = Awaited<ReturnType<typeof copyFixtureSite>>

const FENCE = '```'
const GOOD = [
  '',
  '## Try it',
  '',
  FENCE + 'tsx live',
  'function Greeting() {',
  "  const [name] = useState('fixture')",
  "  useHotkeys('g', () => {})",
  '  return <p>Hello {name}</p>',
  '}',
  FENCE,
  '',
].join('\n')
/** useRecordHotkeys is in 4.x and 5.x only: a blog post runs the latest docs version's major (here 5.x) */
const BLOG_BLOCK = [
  '',
  FENCE + 'jsx live',
  'function Recorder() {',
  '  const [keys, { isRecording }] = useRecordHotkeys()',
  '  return <p>Recording: {String(isRecording)}, {keys.size} keys</p>',
  '}',
  FENCE,
  '',
].join('\n')

/** A failed build may still be compiling React pages into the site folder when it throws: retry the removal. */
async function removeSite(site: Site): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await site.remove()
    } catch (error) {
      if (attempt >= 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
}

async function buildErrors(site: Site): Promise<BuildError[]> {
  try {
    await build({ configFile: site.file('site.config.ts'), outDir: site.file('build'), searchBackend: 'local' })
  } catch (error) {
    if (error instanceof BuildErrorList) return error.errors
    if (error instanceof BuildError) return [error]
    throw error
  }
  throw new Error('expected the build to fail')
}

describe('live blocks in a site build', () => {
  let site: Site
  let lineCount: number

  beforeAll(async () => {
    site = await copyFixtureSite('basic')
    const intro = await site.read('content/docs/current/intro.md')
    lineCount = intro.split('\n').length
    await site.write('content/docs/current/intro.md', intro + GOOD)
    await site.edit('content/blog/2021-09-24-hello.md', (text) => text + BLOG_BLOCK)
    await build({ configFile: site.file('site.config.ts'), outDir: site.file('build'), searchBackend: 'local' })
  })
  afterAll(() => site?.remove())

  it('server-renders the preview, modulepreloads the block module and its 5.x chunks, and puts its URL in the route data', async () => {
    const html = await site.read('build/docs/intro.html')
    expect(html).toContain(
      '<div class="live-preview__result" data-live-result=""><!--$--><p>Hello <!-- -->fixture</p><!--/$--></div>',
    )
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1])
    const module = preloads.find((u) => /^\/assets\/live-rhh5-[0-9a-f]{10}\.[0-9a-f]{10}\.js$/.test(u))
    expect(module).toBeDefined()
    const source = await site.read(path.join('build', module!))
    // the module's static imports are all preloaded or part of the shell
    const entry = /<script type="module" src="([^"]+)"><\/script>/.exec(html)![1]
    const shell = await site.read(path.join('build', entry))
    const imports = [...source.matchAll(/(?:from|import)\s*"\.\/([^"]+)"/g)].map((m) => m[1])
    expect(imports).toEqual([expect.stringMatching(/^live-scope-rhh5\.[A-Z0-9]+\.js$/)])
    const scope = await site.read(path.join('build/assets', imports[0]))
    const chunks = [...scope.matchAll(/(?:from|import)\s*"\.\/(chunks\/[^"]+)"/g)].map((m) => m[1])
    expect(chunks.length).toBeGreaterThan(0)
    for (const url of [imports[0], ...chunks])
      expect(preloads.includes(`/assets/${url}`) || shell.includes(url), url).toBe(true)
    const data = await site.read(path.join('build', routeDataFile('/docs/intro')))
    expect(data).toContain(`"dataLiveModule":"${module}"`)
  })

  it("a blog post's live block runs the latest version's library: its rhh5 module is preloaded and in the route data", async () => {
    const html = await site.read('build/blog/hello.html')
    expect(html).toContain('<p>Recording: <!-- -->false<!-- -->, <!-- -->0<!-- --> keys</p>')
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g)].map((m) => m[1])
    const modules = preloads.filter((u) => /^\/assets\/live-rhh/.test(u))
    expect(modules).toHaveLength(1)
    expect(modules[0]).toMatch(/^\/assets\/live-rhh5-[0-9a-f]{10}\.[0-9a-f]{10}\.js$/)
    expect(preloads.filter((u) => /^\/assets\/live-scope-/.test(u))).toEqual([
      expect.stringMatching(/^\/assets\/live-scope-rhh5\.[A-Z0-9]+\.js$/),
    ])
    const data = await site.read(path.join('build', routeDataFile('/blog/hello')))
    expect(data).toContain(`"dataLiveModule":"${modules[0]}"`)
  })

  it('a page without live blocks preloads nothing of them', async () => {
    const html = await site.read('build/docs/api.html')
    expect(html).not.toMatch(/modulepreload" href="\/assets\/live-/)
  })

  it('a block that does not compile fails the build at its Markdown file and line', async () => {
    const broken = await copyFixtureSite('basic')
    try {
      const intro = await broken.read('content/docs/current/intro.md')
      await broken.write(
        'content/docs/current/intro.md',
        intro + GOOD.replace('  return <p>Hello {name}</p>', '  return <p>Hello {name</p>'),
      )
      const [error] = await buildErrors(broken)
      expect(error.code).toBe('live-syntax')
      expect(error.file).toBe('content/docs/current/intro.md')
      // GOOD starts with a newline after the file's last line; its `return` line is the 8th of GOOD
      expect(error.line).toBe(lineCount - 1 + 8)
      expect(error.format()).toContain(`content/docs/current/intro.md:${lineCount - 1 + 8} `)
    } finally {
      await removeSite(broken)
    }
  })

  it('a live block in a docs version without a library fails the build', async () => {
    const other = await copyFixtureSite('basic')
    try {
      await other.edit('content/docs/1.x/intro.md', (text) => text + GOOD)
      const [error] = await buildErrors(other)
      expect(error.code).toBe('live-no-library')
      expect(error.file).toBe('content/docs/1.x/intro.md')
    } finally {
      await removeSite(other)
    }
  })
})
