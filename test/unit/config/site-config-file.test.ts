import { afterEach, describe, expect, it } from 'vitest'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { findSiteConfigFile, isDocusaurusConfigFile } from '../../../src/config/site-config-file.js'

describe('findSiteConfigFile', () => {
  let dir = ''
  afterEach(() => rm(dir, { recursive: true, force: true }))
  const folderWith = async (...names: string[]) => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-config-file-'))
    for (const name of names) await writeFile(path.join(dir, name), '')
    return dir
  }

  it('prefers our site.config.* over a docusaurus.config.*', async () => {
    expect(findSiteConfigFile(await folderWith('docusaurus.config.js', 'site.config.mjs'))).toBe(
      path.join(dir, 'site.config.mjs'),
    )
  })

  it('finds a Docusaurus config of any extension', async () => {
    for (const name of [
      'docusaurus.config.js',
      'docusaurus.config.mjs',
      'docusaurus.config.cjs',
      'docusaurus.config.ts',
    ]) {
      expect(findSiteConfigFile(await folderWith(name))).toBe(path.join(dir, name))
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('falls back to site.config.ts, whose absence the loader reports', async () => {
    expect(findSiteConfigFile(await folderWith())).toBe(path.join(dir, 'site.config.ts'))
  })

  it('tells a Docusaurus config by its name', () => {
    expect(isDocusaurusConfigFile('/x/docusaurus.config.ts')).toBe(true)
    expect(isDocusaurusConfigFile('/x/site.config.ts')).toBe(false)
  })
})
