import { describe, expect, it } from 'vitest'
import { reactPageLiveBlocks } from '../../../src/content/react-page-live-blocks.js'
import { BuildError } from '../../../src/errors.js'

const FILE = 'src/pages/lab.tsx'
const page = (...lines: string[]) => lines.join('\n')

describe('reactPageLiveBlocks', () => {
  it('reads each <CodeBlock live> of @theme/CodeBlock: a literal, a template, a top-level const', () => {
    const source = page(
      "import Code from '@theme/CodeBlock'",
      'const example = `<b>const</b>\\n`',
      'export default function Lab() {',
      '  return (',
      '    <>',
      '      <Code language="tsx" live>{example}</Code>',
      '      <Code className="language-jsx" live noInline>{\'render(<i />)\'}</Code>',
      '      <Code live={true}>{`<u />`}</Code>',
      '      <Code language="jsx">{`<s />`}</Code>',
      '      <Code live={false}>{`<q />`}</Code>',
      '    </>',
      '  )',
      '}',
    )
    expect(reactPageLiveBlocks(source, FILE)).toEqual([
      { id: 'live-1', lang: 'tsx', code: '<b>const</b>', noInline: false, line: 6 },
      { id: 'live-2', lang: 'jsx', code: 'render(<i />)', noInline: true, line: 7 },
      { id: 'live-3', lang: 'jsx', code: '<u />', noInline: false, line: 8 },
    ])
  })

  it('is nothing for a page without @theme/CodeBlock, or with another CodeBlock', () => {
    expect(reactPageLiveBlocks('export default () => <p>live</p>', FILE)).toEqual([])
    const other = page(
      "import CodeBlock from './CodeBlock'",
      "// '@theme/CodeBlock'",
      'export default () => <CodeBlock live>{`x`}</CodeBlock>',
    )
    expect(reactPageLiveBlocks(other, FILE)).toEqual([])
  })

  it('a live block whose code is not written in the page is an error at the element', () => {
    const source = page(
      "import CodeBlock from '@theme/CodeBlock'",
      'export default function Lab({ code }) {',
      '  return <CodeBlock live>{code}</CodeBlock>',
      '}',
    )
    let error: unknown
    try {
      reactPageLiveBlocks(source, FILE)
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(BuildError)
    expect(error).toMatchObject({ code: 'live-code-block-code', file: FILE, line: 3, column: 10 })
  })
})
