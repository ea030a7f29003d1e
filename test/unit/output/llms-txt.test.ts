import { describe, expect, it } from 'vitest'
import { orderDocsForLlms, renderLlmsTxt } from '../../../src/output/llms-txt.js'
import { makeConfig, makeDoc, makeMarkdown, makeVersion } from '../pipeline-factories.js'

const ids = (docs: { id: string }[]) => docs.map((d) => d.id)

describe('orderDocsForLlms', () => {
  const docs = [
    makeDoc('intro'),
    makeDoc('documentation/installation'),
    makeDoc('api/use-hotkeys'),
    makeDoc('api/deep/nested'),
    makeDoc('migrate'),
    makeDoc('api/is-hotkey-pressed'),
    makeDoc('apiary'),
  ]

  it('`api/*` matches the docs one level below api/, in their given order', () => {
    expect(ids(orderDocsForLlms(docs, ['api/*']))).toEqual([
      'api/use-hotkeys',
      'api/is-hotkey-pressed',
      'intro',
      'documentation/installation',
      'api/deep/nested',
      'migrate',
      'apiary',
    ])
  })

  it('exact ids match themselves; patterns rank in the order written; the rest come last', () => {
    expect(ids(orderDocsForLlms(docs, ['migrate', 'api/*', 'intro']))).toEqual([
      'migrate',
      'api/use-hotkeys',
      'api/is-hotkey-pressed',
      'intro',
      'documentation/installation',
      'api/deep/nested',
      'apiary',
    ])
  })

  it('a doc matched by several patterns takes the first', () => {
    expect(ids(orderDocsForLlms(docs, ['intro', 'api/*', 'api/use-hotkeys'])).slice(0, 3)).toEqual([
      'intro',
      'api/use-hotkeys',
      'api/is-hotkey-pressed',
    ])
  })

  it('`api/deep/*` reaches a deeper folder', () => {
    expect(ids(orderDocsForLlms(docs, ['api/deep/*']))[0]).toBe('api/deep/nested')
  })

  it('no patterns: order unchanged', () => {
    expect(ids(orderDocsForLlms(docs, []))).toEqual(ids(docs))
  })
})

describe('renderLlmsTxt', () => {
  const docs = [
    makeDoc('api', {
      title: 'API',
      description: 'The API.',
      markdown: makeMarkdown({ plainText: 'API\nAll the options.' }),
    }),
    makeDoc('intro', {
      title: 'Introduction',
      description: 'Start here.',
      markdown: makeMarkdown({ plainText: 'Introduction\nWelcome.' }),
    }),
    makeDoc('guide', { title: 'Guide', description: '', markdown: makeMarkdown({ plainText: 'How to do it.' }) }),
    makeDoc('secret', { title: 'Secret', unlisted: true }),
    makeDoc('wip', { title: 'WIP', draft: true }),
    makeDoc('orphan', { title: 'Orphan' }),
  ]
  const version = makeVersion(docs, {})
  const sidebarOrder = ['/docs/intro', '/docs/guide', '/docs/api']

  it('indexes the listed docs in sidebar order (docs outside the sidebar last), with absolute URLs', () => {
    const { index } = renderLlmsTxt(makeConfig(), version, sidebarOrder)
    expect(index).toBe(
      [
        '# Site Documentation',
        '',
        '> A site',
        '',
        '## Docs',
        '',
        '- [Introduction](https://example.test/docs/intro): Start here.',
        '- [Guide](https://example.test/docs/guide)',
        '- [API](https://example.test/docs/api): The API.',
        '- [Orphan](https://example.test/docs/orphan)',
        '',
      ].join('\n'),
    )
  })

  it('leaves out unlisted docs and drafts', () => {
    const { index, full } = renderLlmsTxt(makeConfig(), version, sidebarOrder)
    for (const text of [index, full]) {
      expect(text).not.toContain('Secret')
      expect(text).not.toContain('WIP')
    }
  })

  it('the full text has each doc once, its title not repeated from the body', () => {
    const { full } = renderLlmsTxt(makeConfig(), version, sidebarOrder)
    expect(full.split('\n').slice(0, 10)).toEqual([
      '# Site Documentation',
      '',
      '> A site',
      '',
      '## Introduction',
      '',
      'Source: https://example.test/docs/intro',
      '',
      'Welcome.',
      '',
    ])
    expect(full).toContain('## API\n\nSource: https://example.test/docs/api\n\nAll the options.\n')
    expect(full).toContain('## Guide\n\nSource: https://example.test/docs/guide\n\nHow to do it.\n')
    expect(full.match(/^## /gm)).toHaveLength(4)
  })

  it('uses llms.title, llms.description and llms.order from the config', () => {
    const config = makeConfig({
      llms: { title: 'RHH for LLMs', description: 'Docs for machines', order: ['api', 'guide'] },
    })
    const { index } = renderLlmsTxt(config, version, sidebarOrder)
    expect(index.split('\n').slice(0, 3)).toEqual(['# RHH for LLMs', '', '> Docs for machines'])
    expect([...index.matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1])).toEqual([
      'API',
      'Guide',
      'Introduction',
      'Orphan',
    ])
  })
})
