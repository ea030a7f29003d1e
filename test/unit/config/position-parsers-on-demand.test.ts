import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { FIXTURES, REPO_ROOT } from '../../helpers/fixture-site.js'

/**
 * The parsers that find where a problem is written (@babel/parser for the config, yaml for front matter, jsonc-parser
 * for _category_.json) are loaded only when a message needs a line: a fresh process loading a site without problems
 * loads none of them.
 */
const SCRIPT = `
import { createRequire } from 'node:module'
const [root, site, broken] = process.argv.slice(1)
const { loadConfig } = await import(root + '/src/config/load-config.ts')
const { loadContent } = await import(root + '/src/content/load-content.ts')
const { renderMarkdown } = await import(root + '/src/markdown/render-markdown.ts')
const cache = createRequire(root + '/package.json').cache
const loaded = () => ['@babel/parser', 'yaml', 'jsonc-parser'].filter((name) =>
  Object.keys(cache).some((file) => file.includes('/node_modules/' + name + '/')))
const config = await loadConfig(site + '/site.config.ts')
await loadContent(config, { renderMarkdown, isProduction: true })
const afterValidSite = loaded()
const error = await loadConfig(broken).catch((e) => e)
console.log(JSON.stringify({ afterValidSite, afterBrokenConfig: loaded(), line: error.errors[0].line }))
`

describe('position parsers', () => {
  it('are loaded only when a problem needs a line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        SCRIPT,
        REPO_ROOT,
        path.join(FIXTURES, 'basic'),
        path.join(REPO_ROOT, 'test/fixtures/config/malformed-values.config.ts'),
      ],
      { cwd: REPO_ROOT },
    )
    expect(JSON.parse(stdout)).toEqual({ afterValidSite: [], afterBrokenConfig: ['@babel/parser'], line: 3 })
  })
})
