import { describe, expect, it } from 'vitest'
import { html } from './render-helpers.js'

const tabsOf = (markup: string) =>
  [...markup.matchAll(/<hd-tab label="([^"]*)" value="([^"]*)"[^>]*>[\s\S]*?<code[^>]*>([\s\S]*?)<\/code>/g)].map(
    ([, label, value, code]) => [label, value, code.replace(/<[^>]+>/g, '').trim()],
  )

describe('npm2yarn code blocks', () => {
  it('become tabs of the command for npm, Yarn, pnpm and Bun, npm first and chosen', () => {
    const markup = html('```bash npm2yarn\nnpm install --save-dev react-hotkeys-hook\n```')
    expect(tabsOf(markup)).toEqual([
      ['npm', 'npm', 'npm install --save-dev react-hotkeys-hook'],
      ['Yarn', 'yarn', 'yarn add --dev react-hotkeys-hook'],
      ['pnpm', 'pnpm', 'pnpm add --save-dev react-hotkeys-hook'],
      ['Bun', 'bun', 'bun add --dev react-hotkeys-hook'],
    ])
    expect(markup).toMatch(/<hd-tabs><hd-tab label="npm" value="npm" default>/)
  })

  it('become the same tabs in a Docusaurus site, and leave other code blocks alone', () => {
    expect(tabsOf(html('```sh npm2yarn\nnpx jest --init\n```', { markup: 'docusaurus' }))[1]).toEqual([
      'Yarn',
      'yarn',
      'yarn dlx jest --init',
    ])
    expect(html('```bash title="npm2yarn"\nnpm test\n```')).not.toContain('<hd-tabs')
    expect(html('```bash\nnpm test\n```')).not.toContain('<hd-tabs')
  })
})
