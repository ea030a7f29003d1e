import { describe, expect, it } from 'vitest'
import { buildToc } from '../../../src/markdown/toc.js'
import { lines, render } from './render-helpers.js'

const page = lines('# Title', '## Two', '### Three', '#### Four', '##### Five', '## Two again')

describe('toc', () => {
  it("lists h2–h3 by default, in document order, with Docusaurus' HTML values (inline code and emphasis kept)", () => {
    expect(render(lines('# Title', '## The `a` *option*', '### Sub', '#### Deep')).toc).toEqual([
      { id: 'the-a-option', value: 'The <code>a</code> <em>option</em>', level: 2 },
      { id: 'sub', value: 'Sub', level: 3 },
    ])
  })

  it('honours tocMinLevel and tocMaxLevel', () => {
    expect(render(page, { tocMaxLevel: 4 }).toc.map((item) => item.level)).toEqual([2, 3, 4, 2])
    expect(render(page, { tocMinLevel: 3, tocMaxLevel: 5 }).toc.map((item) => item.id)).toEqual([
      'three',
      'four',
      'five',
    ])
    expect(render(page, { tocMinLevel: 2, tocMaxLevel: 2 }).toc.map((item) => item.id)).toEqual(['two', 'two-again'])
  })

  it('never lists the title', () => {
    expect(render(page, { tocMinLevel: 1, tocMaxLevel: 6 }).toc.map((item) => item.id)).toEqual([
      'two',
      'three',
      'four',
      'five',
      'two-again',
    ])
  })

  it('is empty when min > max', () => {
    expect(buildToc([{ id: 'a', value: 'A', level: 2 }], 3, 2)).toEqual([])
  })

  it('returns copies of the headings', () => {
    const headings = [{ id: 'a', value: 'A', level: 2 }]
    const toc = buildToc(headings)
    expect(toc).toEqual(headings)
    expect(toc[0]).not.toBe(headings[0])
  })
})
