import { describe, expect, it } from 'vitest'
import { PARALLEL_MARKDOWN_MIN_BYTES } from '../../../src/shared/constants.js'
import { markdownThreadsPayOff, SHARED_PAGE_THREADS_MIN_BYTES } from '../../../src/workers/markdown-threads-pay-off.js'

const MB = 1024 * 1024
const pages = (count: number, length: number) => Array.from({ length: count }, () => length)

describe('whether the markdown threads pay off', () => {
  it('not for a small site, nor for no docs', () => {
    expect(markdownThreadsPayOff(pages(57, 4_000))).toBe(false)
    expect(markdownThreadsPayOff([])).toBe(false)
  })

  it('for many pages that hold the threshold between them', () => {
    expect(markdownThreadsPayOff(pages(1_000, 1_400))).toBe(true)
    // beside the longest of 257 pages of 4 KB, 1 MB; of 256, 4 KB short of it
    expect(markdownThreadsPayOff(pages(257, 4_096))).toBe(true)
    expect(markdownThreadsPayOff(pages(256, 4_096))).toBe(false)
  })

  it('not for one page of 1 to 2 MB, alone or beside less than the threshold', () => {
    expect(markdownThreadsPayOff([1 * MB, 48])).toBe(false)
    expect(markdownThreadsPayOff([SHARED_PAGE_THREADS_MIN_BYTES - 1])).toBe(false)
    // the pages beside the longest count, not the longest
    expect(markdownThreadsPayOff([1.5 * MB, ...pages(100, 5_000)])).toBe(false)
    expect(markdownThreadsPayOff([1.5 * MB, ...pages(128, PARALLEL_MARKDOWN_MIN_BYTES / 128)])).toBe(true)
  })

  it('for one page of 2 MB or more, even alone', () => {
    expect(markdownThreadsPayOff([SHARED_PAGE_THREADS_MIN_BYTES])).toBe(true)
    expect(markdownThreadsPayOff([5 * MB, 48, 1_309])).toBe(true)
  })
})
