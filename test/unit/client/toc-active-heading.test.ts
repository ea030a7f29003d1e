import { describe, expect, it } from 'vitest'
import { activeHeadingIndex } from '../../../src/client/toc-active-heading.js'

const box = (top: number) => ({ top, bottom: top + 30 })
const NAVBAR = 60
const VIEWPORT = 800

describe('active TOC heading', () => {
  it('is none without headings', () => {
    expect(activeHeadingIndex([], NAVBAR, VIEWPORT)).toBe(-1)
  })

  it('is the first heading below the navbar when it sits in the top half of the viewport', () => {
    expect(activeHeadingIndex([box(-400), box(100), box(900)], NAVBAR, VIEWPORT)).toBe(1)
  })

  it('is the section being read when the next heading is still low on the screen', () => {
    expect(activeHeadingIndex([box(-400), box(600), box(1500)], NAVBAR, VIEWPORT)).toBe(0)
  })

  it('is none above the first heading while it is in the lower half', () => {
    expect(activeHeadingIndex([box(700), box(1500)], NAVBAR, VIEWPORT)).toBe(-1)
  })

  it('is the last heading once every heading scrolled past the navbar', () => {
    expect(activeHeadingIndex([box(-900), box(-300), box(10)], NAVBAR, VIEWPORT)).toBe(2)
  })
})
