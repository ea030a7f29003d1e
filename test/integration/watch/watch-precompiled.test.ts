/**
 * `serve --watch` runs from the precompiled CLI (dist/, no TypeScript loader), and a change to the generator's
 * own code still shows: the build worker is started again on a fresh compile of the sources. On a throwaway copy
 * of the generator (bin/, src/, templates/; node_modules linked), since the test edits a template.
 */
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import WebSocket from 'ws'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { LiveReloadMessage } from '../../../src/serve/live-reload.js'
import { LIVE_RELOAD_PATH } from '../../../src/serve/serve-constants.js'
import { startCli, stopStartedClis } from '../../helpers/cli-process.js'
import { FIXTURES, REPO_ROOT, TMP_ROOT } from '../../helpers/fixture-site.js'

let generator: string

beforeAll(async () => {
  await mkdir(TMP_ROOT, { recursive: true })
  generator = await mkdtemp(path.join(TMP_ROOT, 'generator-'))
  for (const entry of ['bin', 'src', 'templates', 'package.json', 'package-lock.json']) {
    await cp(path.join(REPO_ROOT, entry), path.join(generator, entry), { recursive: true })
  }
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(generator, 'node_modules'))
  await cp(path.join(FIXTURES, 'basic'), path.join(generator, 'site'), { recursive: true })
  await mkdir(path.join(generator, 'site/node_modules')) // the markdown cache goes here, not into the linked node_modules
})
afterAll(async () => {
  await stopStartedClis()
  await rm(generator, { recursive: true, force: true })
})

it('a template edit while watching: the page reloads with the new markup, built by a worker on a fresh compile', async () => {
  const compiles = async () =>
    (await readdir(path.join(generator, 'dist')).catch(() => [] as string[])).filter((name) => !name.includes('.tmp-'))
  const cli = startCli(['serve', '--watch', '--port', '0', '--out-dir', 'out'], path.join(generator, 'site'), {
    bin: path.join(generator, 'bin/hotkeys-docs.js'),
    env: { HOTKEYS_DOCS_FROM_SOURCE: undefined },
  })
  const [, origin] = await cli.waitFor(/^Serving \S+ at (http:\/\/[^\s/]+)\//m)
  expect(await compiles()).toHaveLength(1) // the CLI, watch mode included, ran from its compiled copy
  const before = await (await fetch(`${origin}/docs/intro`)).text()
  expect(before).toContain('<h2 class="footer__title">Docs</h2>')

  const messages: LiveReloadMessage[] = []
  const socket = new WebSocket(`${origin.replace('http', 'ws')}${LIVE_RELOAD_PATH}`, { origin })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  const reloaded = new Promise<void>((resolve) =>
    socket.on('message', (data) => {
      messages.push(JSON.parse(String(data)) as LiveReloadMessage)
      if (messages.at(-1)?.type === 'reload') resolve()
    }),
  )
  const footer = path.join(generator, 'templates/Footer.tsx')
  await writeFile(
    footer,
    (await readFile(footer, 'utf8')).replace('{group.title}</h2>', '{group.title} (edited template)</h2>'),
  )
  await reloaded
  socket.terminate()

  expect(messages.filter((m) => m.type === 'error')).toEqual([])
  const after = await (await fetch(`${origin}/docs/intro`)).text()
  expect(after).toContain('Docs<!-- --> (edited template)</h2>')
  expect(await compiles()).toHaveLength(2) // compiled again for the new worker
  expect(await cli.stop()).toBe(0)
}, 180_000)
