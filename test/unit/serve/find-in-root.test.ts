import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findFileInRoot } from '../../../src/serve/find-in-root.js'

describe('findFileInRoot', () => {
  let parent: string
  let root: string
  beforeAll(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'hd-find-in-root-'))
    root = path.join(parent, 'site')
    await mkdir(path.join(root, 'docs'), { recursive: true })
    await mkdir(path.join(root, '.well-known'))
    await mkdir(path.join(root, '.git'))
    await mkdir(path.join(parent, 'site-other'))
    await writeFile(path.join(root, 'docs', 'intro.html'), 'intro')
    await writeFile(path.join(root, '.well-known', 'security.txt'), 'contact')
    await writeFile(path.join(root, '.git', 'config'), 'secret')
    await writeFile(path.join(root, '.env'), 'secret')
    await writeFile(path.join(parent, 'outside.txt'), 'secret')
    await writeFile(path.join(parent, 'site-other', 'x.txt'), 'secret')
    await symlink('docs/intro.html', path.join(root, 'alias.html'))
    await symlink('../outside.txt', path.join(root, 'leak.txt'))
    await symlink('../site-other/x.txt', path.join(root, 'prefix-leak.txt'))
    await symlink('.env', path.join(root, 'env-alias.txt'))
    await symlink('loop', path.join(root, 'loop'))
  })
  afterAll(() => rm(parent, { recursive: true, force: true }))

  it('finds a file inside the root, with its stats and the path it was asked as', async () => {
    const file = await findFileInRoot(root, 'docs/intro.html')
    expect(file?.realPath).toMatch(/docs[/\\]intro\.html$/)
    expect(file?.relativePath).toBe('docs/intro.html')
    expect(file?.stats.size).toBe(5)
  })

  it('follows a symlink that stays inside, keeping the name it was asked as', async () => {
    const file = await findFileInRoot(root, 'alias.html')
    expect(file?.realPath).toMatch(/docs[/\\]intro\.html$/)
    expect(file?.relativePath).toBe('alias.html')
  })

  it('serves .well-known', async () => {
    expect(await findFileInRoot(root, '.well-known/security.txt')).toBeDefined()
  })

  it.each([
    ['a missing file', 'docs/missing.html'],
    ['a folder', 'docs'],
    ['a dotfile', '.env'],
    ['a file in a dot folder', '.git/config'],
    ['a symlink to a dotfile', 'env-alias.txt'],
    ['a symlink out of the root', 'leak.txt'],
    ['a symlink into a sibling whose name starts with the root’s', 'prefix-leak.txt'],
    ['a symlink loop', 'loop'],
  ])('%s: not found', async (_, relativePath) => {
    expect(await findFileInRoot(root, relativePath)).toBeUndefined()
  })

  it('finds nothing when the root itself is gone', async () => {
    expect(await findFileInRoot(path.join(parent, 'no-such-build'), 'docs/intro.html')).toBeUndefined()
  })
})
