import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { makeDoc, root } from './fixtures.js'
import { renderApp } from './render.js'

/** what an MDX content module's default export is: a component taking `components` (compile-mdx-module.ts) */
function GaugeContent({ components }: { components?: { wrapper?: (props: { children?: ReactNode }) => ReactNode } }) {
  const Wrapper = components?.wrapper ?? (({ children }: { children?: ReactNode }) => <main>{children}</main>)
  return (
    <Wrapper>
      <p className="gauge">3 bar</p>
    </Wrapper>
  )
}

const KEY = 'mdx:content/docs/current/pressure'
const placeholder = root({ type: 'element', tagName: 'hd-mdx-content', properties: { module: KEY }, children: [] })

describe('MdxContent (<hd-mdx-content> in content hast)', () => {
  it("renders the doc's content module inside the doc's markdown, with no frame of its own", () => {
    const html = renderApp(makeDoc({ content: placeholder, contentModule: KEY }), undefined, { [KEY]: GaugeContent })
    expect(html).toContain('<div class="markdown"><p class="gauge">3 bar</p></div>')
  })

  it('throws, naming the module, when the module is not loaded (the build reports it at the file)', () => {
    expect(() => renderApp(makeDoc({ content: placeholder, contentModule: KEY }))).toThrow(
      `The MDX content module "${KEY}" of this page is not loaded`,
    )
  })
})
