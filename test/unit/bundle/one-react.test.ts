import path from 'node:path'
import * as esbuild from 'esbuild'
import { describe, expect, it } from 'vitest'
import { oneReact } from '../../../src/bundle/one-react.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

const bundle = (target: 'server' | 'browser', contents = 'import { useState } from "react"\nconsole.log(useState)') =>
  esbuild.build({
    stdin: { contents, resolveDir: '/nowhere' },
    bundle: true,
    write: false,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    outdir: '/out',
    plugins: [oneReact(target)],
  })

describe('oneReact', () => {
  it("resolves react to the generator's copy, wherever the importer is", async () => {
    const browser = await bundle('browser')
    const inputs = Object.keys(browser.metafile.inputs).map((input) => path.resolve(input))
    expect(inputs).toContain(path.join(REPO_ROOT, 'node_modules/react/index.js'))
  })

  it('keeps it an import on the server, of that file by URL', async () => {
    const server = await bundle('server')
    expect(server.outputFiles[0]!.text).toContain(
      `from "file://${path.join(REPO_ROOT, 'node_modules/react/index.js')}"`,
    )
  })

  it('gives a require() (a bundled CommonJS package) the file path', async () => {
    const server = await bundle('server', 'const React = require("react")\nconsole.log(React)')
    expect(server.outputFiles[0]!.text).toContain(`require("${path.join(REPO_ROOT, 'node_modules/react/index.js')}")`)
  })
})
