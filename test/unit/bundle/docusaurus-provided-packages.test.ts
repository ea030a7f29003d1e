import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { docusaurusProvidedPackages } from '../../../src/bundle/docusaurus-provided-packages.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

// outside the repository: no node_modules above it has react-live
let siteDir: string
beforeAll(async () => {
  siteDir = await mkdtemp(path.join(tmpdir(), 'hd-provided-'))
})
afterAll(() => rm(siteDir, { recursive: true, force: true }))

const inputsOf = async (resolveDir: string, contents: string) => {
  const result = await esbuild.build({
    stdin: { contents, resolveDir },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    outdir: '/out',
    external: ['react', 'react-dom'],
    plugins: [docusaurusProvidedPackages()],
  })
  return Object.keys(result.metafile.inputs).map((input) => path.resolve(input))
}

describe('docusaurusProvidedPackages', () => {
  it("resolves react-live and prism-react-renderer to the generator's copy when the site has none", async () => {
    const inputs = await inputsOf(
      siteDir,
      'import { LiveProvider } from "react-live"\nimport { themes } from "prism-react-renderer"\nconsole.log(LiveProvider, themes)',
    )
    expect(inputs.some((i) => i.startsWith(path.join(REPO_ROOT, 'node_modules/react-live/')))).toBe(true)
    expect(inputs.some((i) => i.startsWith(path.join(REPO_ROOT, 'node_modules/prism-react-renderer/')))).toBe(true)
  })

  it("keeps the site's own installed copy", async () => {
    const own = path.join(siteDir, 'with-own/node_modules/react-live')
    await mkdir(own, { recursive: true })
    await writeFile(path.join(own, 'package.json'), '{"name":"react-live","main":"index.js"}')
    await writeFile(path.join(own, 'index.js'), 'export const LiveProvider = "own"')
    const inputs = await inputsOf(
      path.join(siteDir, 'with-own'),
      'import { LiveProvider } from "react-live"\nconsole.log(LiveProvider)',
    )
    expect(inputs).toContain(path.join(own, 'index.js'))
    expect(inputs.some((i) => i.startsWith(path.join(REPO_ROOT, 'node_modules/react-live/')))).toBe(false)
  })

  it("takes the generator's copy for a site copy of the very same version: one copy in a page, shared with the theme", async () => {
    const generators = JSON.parse(
      await readFile(path.join(REPO_ROOT, 'node_modules/prism-react-renderer/package.json'), 'utf8'),
    ) as { version: string }
    const copy = async (folder: string, version: string) => {
      const own = path.join(siteDir, folder, 'node_modules/prism-react-renderer')
      await mkdir(own, { recursive: true })
      await writeFile(
        path.join(own, 'package.json'),
        JSON.stringify({ name: 'prism-react-renderer', version, main: 'index.js' }),
      )
      await writeFile(path.join(own, 'index.js'), 'export const themes = "own"')
      return path.join(own, 'index.js')
    }
    const source = 'import { themes } from "prism-react-renderer"\nconsole.log(themes)'
    const same = await copy('same-version', generators.version)
    const sameInputs = await inputsOf(path.join(siteDir, 'same-version'), source)
    expect(sameInputs).not.toContain(same)
    expect(sameInputs.some((i) => i.startsWith(path.join(REPO_ROOT, 'node_modules/prism-react-renderer/')))).toBe(true)
    // another version is the site's choice
    const other = await copy('other-version', `${generators.version}-other`)
    const otherInputs = await inputsOf(path.join(siteDir, 'other-version'), source)
    expect(otherInputs).toContain(other)
  })

  it("with external (code run in this process): an import of the generator's copy by URL, a require by path", async () => {
    const result = await esbuild.build({
      stdin: {
        contents:
          'import { themes } from "prism-react-renderer"\nconst live = require("react-live")\nconsole.log(themes, live)',
        resolveDir: siteDir,
      },
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      metafile: true,
      logLevel: 'silent',
      outdir: '/out',
      plugins: [docusaurusProvidedPackages({ external: true })],
    })
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports)
    const prism = imports.find((i) => i.path.includes('prism-react-renderer'))
    const live = imports.find((i) => i.path.includes('react-live'))
    expect(prism).toMatchObject({ external: true, kind: 'import-statement' })
    expect(prism!.path).toMatch(/^file:\/\/.*\/node_modules\/prism-react-renderer\//)
    expect(live).toMatchObject({ external: true, kind: 'require-call' })
    expect(path.isAbsolute(live!.path)).toBe(true)
    // nothing of either package is bundled
    expect(Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules'))).toEqual([])
  })

  it('leaves other packages the site does not have to esbuild, an error', async () => {
    await expect(inputsOf(siteDir, 'import x from "left-pad-nowhere"\nconsole.log(x)')).rejects.toThrow(
      /left-pad-nowhere/,
    )
  })
})
