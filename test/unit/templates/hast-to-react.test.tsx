import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'hast'
import { toJsxRuntime, type Components, type Jsx } from 'hast-util-to-jsx-runtime'
import { renderToString } from 'react-dom/server'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../src/markdown/render-markdown.js'
import { hastToReact, parseStyle, reactPropName } from '../../../templates/markdown/hast-to-react.js'
import { markdownComponents } from '../../../templates/markdown/markdown-components.js'
import { REPO_ROOT } from '../../helpers/fixture-site.js'

/** The library the small renderer replaces: the reference for "same markup". */
function referenceRender(root: Root): string {
  return renderToString(
    toJsxRuntime(root, {
      Fragment,
      jsx: jsx as Jsx,
      jsxs: jsxs as Jsx,
      components: markdownComponents as Partial<Components>,
      elementAttributeNameCase: 'react',
      stylePropertyNameCase: 'dom',
    }),
  )
}

const el = (tagName: string, properties: Record<string, unknown>, children: Root['children'] = []) =>
  ({ type: 'element', tagName, properties, children }) as Root['children'][number]

describe('hastToReact', () => {
  it('renders the kitchen-sink Markdown fixture exactly as hast-util-to-jsx-runtime does', () => {
    const source = readFileSync(path.join(REPO_ROOT, 'test/fixtures/markdown/kitchen-sink.md'), 'utf8')
    const { hast } = renderMarkdown(source, { file: 'content/docs/current/kitchen-sink.md' })
    expect(renderToString(hastToReact(hast, markdownComponents))).toBe(referenceRender(hast))
  })

  it('matches the reference on attributes the content may carry: data-*, aria-*, style, table alignment, booleans', () => {
    const root: Root = {
      type: 'root',
      children: [
        el('table', {}, [
          { type: 'text', value: '\n' },
          el('tbody', {}, [
            el('tr', {}, [
              { type: 'text', value: ' ' },
              el('td', { align: 'center' }, [{ type: 'text', value: ' x ' }]),
            ]),
          ]),
        ]),
        el('div', {
          style: 'color: red; -webkit-transition: none; background-color:blue',
          dataFooBar: 'x',
          ariaDescribedBy: 'y',
          tabIndex: 0,
          hidden: true,
        }),
        el('input', { type: 'checkbox', checked: true, disabled: true, accept: ['a', 'b'] }),
        el('p', { className: ['a', 'b'], title: null, id: undefined }, [{ type: 'text', value: 'text' }]),
        { type: 'comment', value: 'dropped' },
      ],
    }
    expect(renderToString(hastToReact(root, markdownComponents))).toBe(referenceRender(root))
  })

  it('maps hast property names to React prop names', () => {
    expect(reactPropName('dataLiveId')).toBe('data-live-id')
    expect(reactPropName('ariaLabel')).toBe('aria-label')
    expect(reactPropName('className')).toBe('className')
    expect(reactPropName('database')).toBe('database')
    expect(parseStyle('color: red; -ms-flex: 1; --x: 2px; bad')).toEqual({ color: 'red', msFlex: '1', '--x': '2px' })
  })
})
