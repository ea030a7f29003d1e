import type { ReactNode } from 'react'
import { StaticCode } from '../../code/StaticCode.js'
import { textOf } from '../text-of.js'

export interface Props {
  /** the code: a string (or elements whose text is the code) */
  children?: ReactNode
  /** `language-jsx` (as Markdown writes it) */
  className?: string
  language?: string
  title?: string
  showLineNumbers?: boolean
  /**
   * a live playground in Docusaurus (theme-live-codeblock). Live blocks are compiled by the build from Markdown and
   * MDX code fences; written in a React page, the block is shown as static code (see the report of issue 15).
   */
  live?: boolean
}

/** `@theme/CodeBlock`: our highlighted code block (StaticCode: title bar, copy button, the site's Prism colours). */
export default function CodeBlock({ children, className, language, title, showLineNumbers }: Props) {
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1] ?? 'text'
  return <StaticCode code={textOf(children)} language={lang} title={title} showLineNumbers={showLineNumbers} />
}
