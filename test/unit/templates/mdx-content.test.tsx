import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { makeDoc, root } from './fixtures.js'
import { renderApp } from './render.js'

/** what an MDX content module's default export is: a component taking `components` (compile-mdx-module.ts) */
type Wrap = (props: { children?: ReactNode }) => ReactNode
function GaugeContent({ components }: { components?: { wrapper?: Wrap; 'hd-after-truncate'?: Wrap } }) {
  const Wrapper = components?.wrapper ?? (({ children }: { children?: ReactNode }) => <main>{children}</main>)
  const After =
    components?.['hd-after-truncate'] ?? (({ children }: { children?: ReactNode }) => <section>{children}</section>)
  return (
    <Wrapper>
      <p className="gauge">3 bar</p>
      <After>
        <p className="later">later</p>
      </After>
    </Wrapper>
  )
}

const KEY = 'mdx:content/docs/current/pressure'
const placeholder = root({ type: 'element', tagName: 'hd-mdx-content', properties: { module: KEY }, children: [] })

describe('MdxContent (<hd-mdx-content> in content hast)', () => {
  it("renders the doc's content module inside the doc's markdown, with no frame of its own", () => {
    const html = renderApp(makeDoc({ content: placeholder, contentModule: KEY }), undefined, { [KEY]: GaugeContent })
    expect(html).toContain('<div class="markdown"><p class="gauge">3 bar</p><p class="later">later</p></div>')
  })

  it('renders an excerpt up to the truncate marker', () => {
    const excerpt = root({
      type: 'element',
      tagName: 'hd-mdx-content',
      properties: { module: KEY, excerpt: true },
      children: [],
    })
    const html = renderApp(makeDoc({ content: excerpt, contentModule: KEY }), undefined, { [KEY]: GaugeContent })
    expect(html).toContain('<div class="markdown"><p class="gauge">3 bar</p></div>')
  })

  it('throws, naming the module, when the module is not loaded (the build reports it at the file)', () => {
    expect(() => renderApp(makeDoc({ content: placeholder, contentModule: KEY }))).toThrow(
      `The page module "${KEY}" is not loaded`,
    )
  })
})
