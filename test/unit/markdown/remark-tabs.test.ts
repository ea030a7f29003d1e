import { describe, expect, it } from 'vitest'
import { html, lines, render, renderError } from './render-helpers.js'

describe('remark-tabs', () => {
  it('renders tabs with labels, kebab-case values and the first tab as default', () => {
    expect(
      html(lines('::::tabs', ':::tab[npm]', 'npm i', ':::', ':::tab[Yarn Berry]', 'yarn add', ':::', '::::')),
    ).toBe(
      '<hd-tabs><hd-tab label="npm" value="npm" default><p>npm i</p></hd-tab>' +
        '<hd-tab label="Yarn Berry" value="yarn-berry"><p>yarn add</p></hd-tab></hd-tabs>',
    )
  })

  it('uses the tab marked {default} and an explicit {value}', () => {
    const out = html(
      lines('::::tabs', ':::tab[npm]', 'a', ':::', ':::tab[Yarn]{default value=yarn1}', 'b', ':::', '::::'),
    )
    expect(out).toBe(
      '<hd-tabs><hd-tab label="npm" value="npm"><p>a</p></hd-tab><hd-tab label="Yarn" value="yarn1" default><p>b</p></hd-tab></hd-tabs>',
    )
  })

  it('keeps groupId and queryString as properties of <hd-tabs>', () => {
    expect(html(lines('::::tabs{groupId=pm queryString=manager}', ':::tab[A]', 'a', ':::', '::::'))).toBe(
      '<hd-tabs groupId="pm" queryString="manager"><hd-tab label="A" value="a" default><p>a</p></hd-tab></hd-tabs>',
    )
  })

  it('puts the default flag in the hast as a boolean property', () => {
    const { hast } = render(lines('::::tabs', ':::tab[A]', 'a', ':::', '::::'))
    expect(hast.children[0]).toMatchObject({
      type: 'element',
      tagName: 'hd-tabs',
      children: [{ type: 'element', tagName: 'hd-tab', properties: { label: 'A', value: 'a', default: true } }],
    })
  })

  it('keeps code blocks inside tabs highlighted (the README example)', () => {
    const out = html(
      lines(
        '::::tabs',
        ':::tab[npm]{default}',
        '```bash',
        'npm i react-hotkeys-hook',
        '```',
        ':::',
        ':::tab[Yarn]',
        '```bash',
        'yarn add react-hotkeys-hook',
        '```',
        ':::',
        '::::',
      ),
    )
    expect(out).toContain(
      '<hd-tab label="npm" value="npm" default><pre data-language="bash"><code class="language-bash">',
    )
    expect(out).toContain('<span class="token function">npm</span>')
    expect(out).toContain('<hd-tab label="Yarn" value="yarn"><pre data-language="bash">')
  })

  it('nests an admonition inside a tab when the outer fences are longer', () => {
    const out = html(
      lines(
        ':::::tabs',
        '::::tab[React]',
        ':::tip[Hint]',
        'inside',
        ':::',
        'after',
        '::::',
        '::::tab[Vue]',
        'vue',
        '::::',
        ':::::',
      ),
    )
    expect(out).toBe(
      '<hd-tabs><hd-tab label="React" value="react" default>' +
        '<div class="admonition admonition-tip"><div class="admonition-heading">Hint</div><div class="admonition-content"><p>inside</p></div></div>' +
        '<p>after</p></hd-tab><hd-tab label="Vue" value="vue"><p>vue</p></hd-tab></hd-tabs>',
    )
  })

  it('nests tabs inside an admonition', () => {
    const out = html(lines(':::::note', '::::tabs', ':::tab[A]', 'a', ':::', '::::', ':::::'))
    expect(out).toBe(
      '<div class="admonition admonition-note"><div class="admonition-heading">Note</div><div class="admonition-content">' +
        '<hd-tabs><hd-tab label="A" value="a" default><p>a</p></hd-tab></hd-tabs></div></div>',
    )
  })

  it('reports a :::tab outside ::::tabs as a BuildError with file and line (front matter offset applied)', () => {
    const error = renderError(lines('# Title', '', 'Text', '', ':::tab[Alone]', 'x', ':::'), { lineOffset: 4 })
    expect(error.code).toBe('tab-outside-tabs')
    expect(error.file).toBe('content/docs/current/page.md')
    expect(error.line).toBe(9)
    expect(error.hint).toBeTruthy()
  })

  it('reports ::::tabs without any tab', () => {
    const error = renderError(lines('Intro', '', '::::tabs', '::::'), { lineOffset: 2 })
    expect(error).toMatchObject({ code: 'tabs-empty', line: 5 })
  })

  it('reports content directly inside ::::tabs, with a nesting hint (an admonition closing the tab too early)', () => {
    const error = renderError(lines('::::tabs', ':::tab[A]', ':::note', 'x', ':::', 'after', ':::', '::::'))
    expect(error.code).toBe('tabs-invalid-child')
    expect(error.line).toBe(6)
    expect(error.hint).toContain(':::::tabs')
  })

  it('reports two tabs with the same value', () => {
    expect(
      renderError(lines('::::tabs', ':::tab[Yarn]', 'a', ':::', ':::tab[yarn]', 'b', ':::', '::::')),
    ).toMatchObject({
      code: 'tabs-duplicate-value',
      line: 5,
    })
  })

  it('reports two tabs marked {default}', () => {
    expect(
      renderError(lines('::::tabs', ':::tab[A]{default}', 'a', ':::', ':::tab[B]{default}', 'b', ':::', '::::')).code,
    ).toBe('tabs-multiple-defaults')
  })

  it('reports a tab without label', () => {
    expect(renderError(lines('::::tabs', ':::tab', 'a', ':::', '::::')).code).toBe('tab-missing-label')
  })

  it('accepts a value without label, using the value as label', () => {
    expect(html(lines('::::tabs', ':::tab{value=pnpm}', 'a', ':::', '::::'))).toBe(
      '<hd-tabs><hd-tab label="pnpm" value="pnpm" default><p>a</p></hd-tab></hd-tabs>',
    )
  })

  it('gives the error message a formatted location', () => {
    const error = renderError(lines(':::tab[x]', ':::'), { lineOffset: 3 })
    expect(error.format()).toContain('content/docs/current/page.md:4:1')
  })
})
