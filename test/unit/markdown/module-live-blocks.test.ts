/**
 * Live blocks of MDX compiled as a component module: `<CodeBlock live>` is a live block like a fence
 * (remark-live-code-block-elements.ts), each block's `<pre>` is wrapped in the theme's ModuleLiveCodeBlock imported
 * by the module (rehype-module-live-blocks.ts), and a content module's route hast carries its blocks for the live
 * stage to annotate (render-content-module.ts).
 */
import { describe, expect, it } from 'vitest'
import { compileMdxModule } from '../../../src/markdown/compile-mdx-module.js'
import { livePresOf } from '../../../src/markdown/rehype-module-live-blocks.js'
import { renderContentModule } from '../../../src/markdown/render-content-module.js'
import { hastText } from '../../../src/live/live-pages.js'
import { lines } from './render-helpers.js'

const FILE = 'docs/lab.mdx'
const source = lines(
  "import Lamp from '@site/src/components/Lamp'",
  "import CodeBlock from '@theme/CodeBlock'",
  '',
  '# Lab',
  '',
  '<Lamp lit />',
  '',
  '```jsx live',
  '<Lamp label="Fence" />',
  '```',
  '',
  '<CodeBlock language="tsx" live noInline>{`render(<Lamp lit />)`}</CodeBlock>',
  '',
  '<CodeBlock language="jsx">{`<Lamp />`}</CodeBlock>',
)

describe('live blocks of MDX compiled as a module', () => {
  it('lists fences and <CodeBlock live> alike; a CodeBlock without live stays the component', () => {
    const { code, markdown } = compileMdxModule(source, { file: FILE })
    expect(markdown.liveBlocks).toEqual([
      { id: 'live-1', lang: 'jsx', code: '<Lamp label="Fence" />', noInline: false, line: 8 },
      { id: 'live-2', lang: 'tsx', code: 'render(<Lamp lit />)', noInline: true, line: 12 },
    ])
    // the static one is still the imported component
    expect(code).toMatch(/_jsx\(CodeBlock, \{/)
  })

  it("wraps each live <pre> in the theme's ModuleLiveCodeBlock, which the module imports from the theme", () => {
    const { code } = compileMdxModule(source, { file: FILE })
    expect(code).toContain('import {ModuleLiveCodeBlock as _HdModuleLiveCodeBlock} from "hd:mdx-theme-components"')
    expect(code.match(/_jsx\(_HdModuleLiveCodeBlock, \{/g)).toHaveLength(2)
    // a module without live blocks imports nothing more
    expect(compileMdxModule('# Plain\n\nText.', { file: FILE }).code).not.toContain('ModuleLiveCodeBlock')
  })

  it("puts a content module's blocks in its placeholder, as pres whose text is the code", () => {
    const result = renderContentModule(source, { file: FILE })
    const placeholder = result.hast.children[0] as { children: unknown[] }
    expect(placeholder.children).toEqual(livePresOf(result.liveBlocks))
    const [fence, prop] = livePresOf(result.liveBlocks)
    expect(fence.properties).toEqual({ dataLanguage: 'jsx', dataLive: true, dataLiveId: 'live-1' })
    expect(prop.properties).toMatchObject({ dataNoInline: true })
    expect(hastText(prop)).toBe('render(<Lamp lit />)')
  })
})
