/**
 * Which scope live blocks run (live-scopes.ts): per docs version for this generator's own format; for a Docusaurus
 * site, its src/theme/ReactLiveScope (or Docusaurus' default, React and its hooks) for every version, with the
 * site's own packages, rendered by the build's live realm.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPAT_DIR } from '../../../src/bundle/docusaurus-modules.js'
import { startLiveRenderer, type LiveRenderer } from '../../../src/live/live-renderer.js'
import {
  LIBRARY_LIVE_SCOPES,
  liveScopeOf,
  liveScopesOf,
  liveScopesUsed,
  siteLiveScope,
} from '../../../src/live/live-scopes.js'
import { TMP_ROOT } from '../../helpers/fixture-site.js'

/** A renderer of its own per test: a renderer bundles each scope's realm once (the files it imports are read then). */
const renderers: LiveRenderer[] = []
function freshRenderer(): LiveRenderer {
  const renderer = startLiveRenderer()
  renderers.push(renderer)
  return renderer
}
let site: string
const file = (p: string) => path.join(site, p)

async function write(p: string, text: string): Promise<void> {
  await mkdir(path.dirname(file(p)), { recursive: true })
  await writeFile(file(p), text)
}

beforeAll(async () => {
  await mkdir(TMP_ROOT, { recursive: true })
  site = await mkdtemp(path.join(TMP_ROOT, 'live-scopes-'))
  // a package only the site has installed, and a component of the site
  await write('node_modules/lamp-kit/package.json', '{ "name": "lamp-kit", "type": "module", "main": "index.js" }')
  await write('node_modules/lamp-kit/index.js', 'export function useGlow(level) { return "glow-" + level }\n')
  await write(
    'src/components/Lamp.jsx',
    'import styles from "./Lamp.module.css"\nexport default function Lamp({ on }) { return <b className={styles.lamp}>{on ? "on" : "off"}</b> }\n',
  )
  await write('src/components/Lamp.module.css', '.lamp { color: gold }\n')
})

afterAll(async () => {
  await Promise.all(renderers.map((renderer) => renderer.close()))
  await rm(site, { recursive: true, force: true, maxRetries: 10 })
})

const code = (body: string) => `const { React, ${body.match(/useGlow|Lamp/g)?.join(', ') ?? ''} } = scope;\n${body}`

describe('liveScopesOf', () => {
  it("this generator's own format: each docs version its major of the library", () => {
    const config = { configFile: file('site.config.ts'), siteDir: site, docs: { versions: ['current', '3.x'] } }
    expect(liveScopesOf(config)).toBe(LIBRARY_LIVE_SCOPES)
    expect(liveScopesUsed(LIBRARY_LIVE_SCOPES, ['current', '3.x']).map((s) => s.name)).toEqual(['rhh5', 'rhh3'])
  })

  it("a Docusaurus site: one scope for every version, Docusaurus' default when the site has none", () => {
    const config = {
      configFile: file('docusaurus.config.js'),
      siteDir: site,
      docs: { versions: ['current', '2.x', '1.x'] },
    }
    const scopes = liveScopesOf(config)
    const current = liveScopeOf(scopes, 'current')
    expect(current).toMatchObject({ name: 'site', siteDir: site })
    expect(current?.origin).toMatch(/Docusaurus' default/)
    expect(current?.source).toContain(JSON.stringify(path.join(COMPAT_DIR, 'theme/ReactLiveScope.ts')))
    expect(liveScopeOf(scopes, '1.x')).toBe(current)
    expect(liveScopesUsed(scopes, config.docs.versions)).toEqual([current])
  })
})

describe("a Docusaurus site's ReactLiveScope", () => {
  it('is the object the site default-exports, with React; its imports resolve from the site folder', async () => {
    await write(
      'src/theme/ReactLiveScope/index.js',
      'import React from "react"\nimport { useGlow } from "lamp-kit"\nimport Lamp from "@site/src/components/Lamp"\nexport default { React, ...React, useGlow, Lamp }\n',
    )
    const scope = siteLiveScope(site)
    const renderer = freshRenderer()
    expect(scope.origin).toBe('src/theme/ReactLiveScope/index.js')
    expect(scope.source).toContain(JSON.stringify(file('src/theme/ReactLiveScope/index.js')))
    const names = await renderer.scopeNames(scope)
    expect(names).toEqual(expect.arrayContaining(['React', 'useState', 'useGlow', 'Lamp']))
    const outcome = await renderer.render({
      scope,
      code: code(
        'function __live(render) { return () => React.createElement(Lamp, { on: useGlow(2) === "glow-2" }) }\nreturn __live;',
      ),
      noInline: false,
      identifierPrefix: 'live-1-',
    })
    // the CSS module's class name, as the site's pages get it
    expect(outcome).toEqual({ html: expect.stringMatching(/^<!--\$--><b class="Lamp_\w+_lamp">on<\/b><!--\/\$-->$/) })
  })

  it('has React even when the site leaves it out (react-live always provides it)', async () => {
    await write('src/theme/ReactLiveScope/index.js', 'import { useGlow } from "lamp-kit"\nexport default { useGlow }\n')
    const names = await freshRenderer().scopeNames(siteLiveScope(site))
    expect([...names].sort()).toEqual(['React', 'useGlow'])
  })

  it('that is not an object is an error naming its file', async () => {
    await write('src/theme/ReactLiveScope/index.js', 'export default 42\n')
    await expect(freshRenderer().scopeNames(siteLiveScope(site))).rejects.toThrow(
      /src\/theme\/ReactLiveScope\/index\.js must default-export an object/,
    )
  })

  it("is made again when a site file it was made from changed before a build (a watch session's renderer)", async () => {
    await write('src/theme/ReactLiveScope/index.js', 'import { useGlow } from "lamp-kit"\nexport default { useGlow }\n')
    const renderer = freshRenderer()
    const scope = siteLiveScope(site)
    renderer.prepare([scope])
    expect([...(await renderer.scopeNames(scope))].sort()).toEqual(['React', 'useGlow'])
    const before = renderer.realmOf(scope)
    // nothing changed: the same realm
    renderer.prepare([scope])
    expect(renderer.realmOf(scope)).toBe(before)
    // the component file the scope now imports, and the scope file itself, change
    await new Promise((resolve) => setTimeout(resolve, 20))
    await write(
      'src/theme/ReactLiveScope/index.js',
      'import Lamp from "@site/src/components/Lamp"\nexport default { Lamp }\n',
    )
    renderer.prepare([scope])
    expect(renderer.realmOf(scope)).not.toBe(before)
    expect([...(await renderer.scopeNames(scope))].sort()).toEqual(['Lamp', 'React'])
  })
})
