import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type BlogTagsOptions, inlineTagsProblem, postTags, readTagsFile } from '../../../src/content/blog-tags-file.js'

let siteDir: string | undefined
afterEach(async () => {
  if (siteDir) await rm(siteDir, { recursive: true, force: true })
  siteDir = undefined
})

const OPTIONS: BlogTagsOptions = { routeBasePath: '/blog', onInlineTags: 'warn' }

/** reads `text` as blog/tags.yml (null: no file) */
async function read(text: string | null, options: Partial<BlogTagsOptions> = {}) {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'tags-file-'))
  const folder = path.join(siteDir, 'blog')
  await mkdir(folder)
  if (text !== null) await writeFile(path.join(folder, 'tags.yml'), text)
  return readTagsFile(siteDir, folder, { ...OPTIONS, ...options })
}

describe('readTagsFile', () => {
  it('reads labels, permalinks under <blog>/tags and descriptions; a key alone takes the defaults', async () => {
    const { tagsFile, errors } = await read(
      ['release:', '  label: Releases', '  permalink: /new-versions', '  description: New versions.', 'bigNews:'].join(
        '\n',
      ),
    )
    expect(errors).toEqual([])
    expect(tagsFile?.file).toBe(path.join('blog', 'tags.yml'))
    expect(Object.fromEntries(tagsFile!.tags)).toEqual({
      release: { label: 'Releases', permalink: '/blog/tags/new-versions', description: 'New versions.' },
      // Docusaurus' defaults: the key capitalised (the rest lower case), its kebab case
      bigNews: { label: 'Bignews', permalink: '/blog/tags/big-news' },
    })
  })

  it('has no tags file without tags.yml, or with the option false; a file the option names must exist', async () => {
    expect(await read(null)).toEqual({ errors: [] })
    expect(await read('release:\n', { tags: false })).toEqual({ errors: [] })
    const { errors } = await read(null, { tags: 'labels.yml' })
    expect(errors[0]).toMatchObject({ code: 'tags-file-missing', file: path.join('blog', 'labels.yml') })
  })

  it.each([
    ['a YAML syntax error, at its line', 'release:\n  label: [unclosed\n', 'tags-syntax', 3],
    ['an unknown key, at the tag', 'release:\n  label: R\nnews:\n  colour: red\n', 'tags-shape', 3],
    ['a label that is no string', 'release:\n  label: [a, b]\n', 'tags-shape', 1],
    [
      'two tags with one page, at the second',
      'a:\n  permalink: /same\nb:\n  permalink: same\n',
      'tags-permalink-collision',
      3,
    ],
  ])('reports %s', async (_name, text, code, line) => {
    const { errors } = await read(text)
    expect(errors[0]).toMatchObject({ code, file: path.join('blog', 'tags.yml'), line })
  })
})

describe("a post's tags", () => {
  const tagsFile = {
    file: 'blog/tags.yml',
    tags: new Map([['release', { label: 'Releases', permalink: '/blog/tags/new-versions' }]]),
  }
  const where = () => ({ file: 'blog/post.md', line: 4 })

  it('takes a defined tag from the file, and an inline one as written', () => {
    expect(postTags(['release', 'Big News'], OPTIONS, tagsFile)).toEqual([
      { label: 'Releases', permalink: '/blog/tags/new-versions' },
      { label: 'Big News', permalink: '/blog/tags/big-news' },
    ])
  })

  it('reports inline tags as onInlineTags says, naming the post and the tags; none without a tags file', () => {
    const labels = ['release', 'wicks', 'oil', 'wicks']
    expect(inlineTagsProblem(labels, OPTIONS, tagsFile, where).warning).toMatchObject({
      code: 'blog-inline-tag',
      message: 'Tags "wicks", "oil" are not defined in blog/tags.yml',
      file: 'blog/post.md',
      line: 4,
    })
    const thrown = inlineTagsProblem(labels, { ...OPTIONS, onInlineTags: 'throw' }, tagsFile, where)
    expect(thrown.error).toMatchObject({ code: 'blog-inline-tag', file: 'blog/post.md', line: 4 })
    expect(thrown.error?.hint).toContain("onInlineTags to 'ignore'")
    expect(inlineTagsProblem(labels, { ...OPTIONS, onInlineTags: 'ignore' }, tagsFile, where)).toEqual({})
    expect(inlineTagsProblem(labels, { ...OPTIONS, onInlineTags: 'throw' }, undefined, where)).toEqual({})
    expect(inlineTagsProblem(['release'], { ...OPTIONS, onInlineTags: 'throw' }, tagsFile, where)).toEqual({})
  })
})
