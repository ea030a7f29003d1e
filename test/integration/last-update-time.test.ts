/**
 * docs.showLastUpdateTime: the date of the last commit touching each doc, from one git call, shown in the doc
 * footer; files git does not track have no date; outside git there are no dates and one warning.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build, type BuildResult } from '../../src/build.js'
import { parseGitLog, readLastUpdateDates } from '../../src/content/git-last-updated.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

const lastUpdated = (html: string) =>
  /<p class="doc-article__last-updated">Last updated on <time dateTime="([^"]+)">([^<]+)<\/time><\/p>/
    .exec(html)
    ?.slice(1) ?? null

describe('parseGitLog', () => {
  it("gives each file the date of its newest commit (the log's first mention)", () => {
    const log =
      '\x001651838400\n\ncontent/docs/current/api.md\n\x001614859200\n\ncontent/docs/current/api.md\ncontent/docs/current/intro.md\n'
    expect(parseGitLog(log)).toEqual(
      new Map([
        ['content/docs/current/api.md', '2022-05-06'],
        ['content/docs/current/intro.md', '2021-03-04'],
      ]),
    )
    expect(parseGitLog('')).toEqual(new Map())
  })
})

describe('in a git repository', () => {
  let site: Awaited<ReturnType<typeof copyFixtureSite>>
  let result: BuildResult
  beforeAll(async () => {
    site = await copyFixtureSite('basic')
    await site.edit('site.config.ts', (t) =>
      t.replace(
        "editUrl: 'https://example.test/edit/',",
        "editUrl: 'https://example.test/edit/',\n    showLastUpdateTime: true,",
      ),
    )
    const git = (args: string[], date?: string) =>
      execFileSync(
        'git',
        ['-c', 'user.name=Test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false', ...args],
        {
          cwd: site.dir,
          env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
          stdio: 'pipe',
        },
      )
    git(['init', '-q'])
    git(['add', 'content/docs/current/intro.md', 'content/docs/current/api.md', 'content/docs/1.x/intro.md'])
    git(['commit', '-q', '-m', 'first'], '2021-03-04T12:00:00Z')
    await site.edit('content/docs/current/api.md', (t) => `${t}\nMore.\n`)
    git(['commit', '-q', '-am', 'second'], '2022-05-06T12:00:00Z')
    result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it("shows each doc's last commit date in its footer", async () => {
    expect(result.warnings).toEqual([])
    expect(lastUpdated(await site.read('build/docs/intro.html'))).toEqual(['2021-03-04', 'March 4, 2021'])
    expect(lastUpdated(await site.read('build/docs/api.html'))).toEqual(['2022-05-06', 'May 6, 2022'])
    expect(lastUpdated(await site.read('build/docs/1.x/intro.html'))).toEqual(['2021-03-04', 'March 4, 2021'])
  })

  it('a file git does not track has no date', async () => {
    expect(lastUpdated(await site.read('build/docs/guides/first-guide.html'))).toBeNull()
  })
})

describe('in a Docusaurus site in git: versioned_docs too', () => {
  let site: Awaited<ReturnType<typeof copyFixtureSite>>
  beforeAll(async () => {
    site = await copyFixtureSite('docusaurus-versioned')
    await site.edit('docusaurus.config.js', (t) =>
      t.replace("lastVersion: '2.0',", "lastVersion: '2.0',\n          showLastUpdateTime: true,"),
    )
    const git = (args: string[]) =>
      execFileSync(
        'git',
        ['-c', 'user.name=Test', '-c', 'user.email=test@example.test', '-c', 'commit.gpgsign=false', ...args],
        {
          cwd: site.dir,
          env: { ...process.env, GIT_AUTHOR_DATE: '2023-07-08T12:00:00Z', GIT_COMMITTER_DATE: '2023-07-08T12:00:00Z' },
          stdio: 'pipe',
        },
      )
    git(['init', '-q'])
    git(['add', 'docs/intro.md', 'versioned_docs/version-1.0/intro.md'])
    git(['commit', '-q', '-m', 'first'])
    await build({ configFile: site.file('docusaurus.config.js'), outDir: site.file('build') })
  })
  afterAll(() => site.remove())

  it('dates the current docs and each version folder', async () => {
    expect(lastUpdated(await site.read('build/docs/next/intro.html'))).toEqual(['2023-07-08', 'July 8, 2023'])
    expect(lastUpdated(await site.read('build/docs/1.0/intro.html'))).toEqual(['2023-07-08', 'July 8, 2023'])
  })
})

describe('outside git', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'hd-no-git-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('readLastUpdateDates has no dates and says why', async () => {
    const { dates, problem } = await readLastUpdateDates(dir, 'content/docs')
    expect(dates.size).toBe(0)
    expect(problem).toMatch(/not a git repository/i)
  })

  it('the build goes on without dates and warns once', async () => {
    const site = await copyFixtureSite('basic')
    const gitDir = process.env.GIT_DIR
    process.env.GIT_DIR = path.join(dir, 'no-such-repository') // as if the site were outside any git work tree
    try {
      await site.edit('site.config.ts', (t) =>
        t.replace(
          "editUrl: 'https://example.test/edit/',",
          "editUrl: 'https://example.test/edit/',\n    showLastUpdateTime: true,",
        ),
      )
      const result = await build({ configFile: site.file('site.config.ts'), outDir: site.file('build') })
      expect(result.warnings.map((w) => w.code)).toEqual(['last-update-time-unavailable'])
      expect(result.warnings[0].file).toBe('site.config.ts')
      expect(lastUpdated(await site.read('build/docs/intro.html'))).toBeNull()
    } finally {
      if (gitDir === undefined) delete process.env.GIT_DIR
      else process.env.GIT_DIR = gitDir
      await site.remove()
    }
  })
})
