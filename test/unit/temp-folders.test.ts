import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { siteCacheDir } from '../../src/site-cache-dir.js'
import {
  makeTempFolder,
  previousOutputPath,
  removeStaleTempFolders,
  siteTempRoots,
  stagingRoots,
} from '../../src/temp-folders.js'

let root: string
let siteDir: string
let outDir: string
let cacheRoot: string

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'hd-temp-folders-'))
  siteDir = path.join(root, 'site')
  outDir = path.join(siteDir, 'build')
  await mkdir(path.join(siteDir, 'node_modules'), { recursive: true })
  cacheRoot = path.join(siteDir, 'node_modules/.cache/hotkeys-docs/tmp')
})
afterEach(() => rm(root, { recursive: true, force: true }))

/** A pid no process has: one of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!
const entries = async (dir: string) => (existsSync(dir) ? (await readdir(dir)).sort() : [])

describe('siteCacheDir', () => {
  it("is in the site's own node_modules, else the nearest one above it (a workspace's)", async () => {
    expect(siteCacheDir(siteDir)).toBe(path.join(siteDir, 'node_modules/.cache/hotkeys-docs'))
    const nested = path.join(siteDir, 'packages/docs')
    await mkdir(nested, { recursive: true })
    expect(siteCacheDir(nested)).toBe(path.join(siteDir, 'node_modules/.cache/hotkeys-docs'))
  })
})

describe('makeTempFolder', () => {
  it('makes `<kind>-<pid>-<random>` in the first root, with a .gitignore of everything', async () => {
    const folder = await makeTempFolder(siteTempRoots(siteDir), 'pages')
    expect(path.dirname(folder)).toBe(cacheRoot)
    expect(path.basename(folder)).toMatch(new RegExp(`^pages-${process.pid}-\\w{6}$`))
    expect(await readFile(path.join(cacheRoot, '.gitignore'), 'utf8')).toMatch(/^\*$/m)
  })

  it('takes the next root when one cannot be written (here: a file where its folder would be)', async () => {
    await mkdir(path.join(siteDir, 'node_modules'), { recursive: true })
    await writeFile(path.join(siteDir, 'node_modules/.cache'), 'a file')
    const folder = await makeTempFolder(siteTempRoots(siteDir), 'config')
    expect(path.dirname(folder)).toBe(path.join(siteDir, '.hotkeys-docs-tmp'))
    expect(await entries(path.join(siteDir, '.hotkeys-docs-tmp'))).toEqual(['.gitignore', path.basename(folder)])
  })
})

describe('stagingRoots', () => {
  it("is the cache folder's root on the output's file system, then a hidden one beside the output", () => {
    expect(stagingRoots(siteDir, outDir)).toEqual([cacheRoot, path.join(siteDir, '.hotkeys-docs-tmp')])
  })

  const otherFileSystem = existsSync('/dev/shm') && statSync('/dev/shm').dev !== statSync(os.tmpdir()).dev
  it.skipIf(!otherFileSystem)('is only the one beside the output when that is on another file system', () => {
    expect(stagingRoots(siteDir, '/dev/shm/hd-out/build')).toEqual(['/dev/shm/hd-out/.hotkeys-docs-tmp'])
  })
})

describe('removeStaleTempFolders', () => {
  it('removes the folders whose owner has ended, in every root, and keeps those of running processes', async () => {
    const stale = [
      path.join(cacheRoot, `output-${deadPid()}-Ab12Cd`),
      path.join(siteDir, `.hotkeys-docs-tmp/pages-${deadPid()}-Ef34Gh`),
    ]
    const running = [
      path.join(cacheRoot, `config-${process.pid}-Ij56Kl`),
      path.join(cacheRoot, `output-${process.ppid}-Mn78Op`),
    ]
    for (const folder of [...stale, ...running]) await mkdir(path.join(folder, 'docs'), { recursive: true })
    await writeFile(path.join(cacheRoot, 'unrelated.txt'), 'not ours')
    removeStaleTempFolders(siteDir, outDir)
    for (const folder of stale) expect(existsSync(folder), folder).toBe(false)
    for (const folder of running) expect(existsSync(folder), folder).toBe(true)
    expect(existsSync(path.join(cacheRoot, 'unrelated.txt'))).toBe(true)
  })

  it('puts back an output that a killed build had set aside when the output is missing, else removes it', async () => {
    const staging = await makeTempFolder(stagingRoots(siteDir, outDir), 'output')
    // as the swap names it, but owned by a process that has ended
    const setAside = previousOutputPath(staging, outDir).replace(`previous-${process.pid}-`, `previous-${deadPid()}-`)
    await mkdir(setAside)
    await writeFile(path.join(setAside, 'index.html'), 'the previous build')
    removeStaleTempFolders(siteDir, outDir)
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('the previous build')
    expect(existsSync(setAside)).toBe(false)

    await mkdir(setAside)
    removeStaleTempFolders(siteDir, outDir)
    expect(existsSync(setAside)).toBe(false)
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('the previous build')
  })

  it("puts back an earlier version's set-aside output (.build.old-<pid>-<time>) the same way", async () => {
    const old = path.join(siteDir, `.build.old-${deadPid()}-1795683896929`)
    await mkdir(old)
    await writeFile(path.join(old, 'index.html'), 'older build')
    removeStaleTempFolders(siteDir, outDir)
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).toBe('older build')
    expect(await entries(siteDir)).toEqual(['build', 'node_modules'])
  })
})
