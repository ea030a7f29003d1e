import { describe, expect, it } from 'vitest'
import { createContentModuleMemo } from '../../../src/content/content-module-memo.js'

describe('the content module memo', () => {
  it("answers for a file's source it was told about, not for another source or file", () => {
    const memo = createContentModuleMemo()
    memo.set('docs/a.mdx', 'import X from "x"\n\n<X />', true)
    expect(memo.get('docs/a.mdx', 'import X from "x"\n\n<X />')).toBe(true)
    expect(memo.get('docs/a.mdx', 'Plain text.')).toBeUndefined()
    expect(memo.get('docs/b.mdx', 'import X from "x"\n\n<X />')).toBeUndefined()
  })

  it('starts from the answers it is given, and says whether one changed since', () => {
    const first = createContentModuleMemo()
    first.set('docs/a.mdx', 'Plain text.', false)
    const second = createContentModuleMemo(first.entries())
    expect(second.get('docs/a.mdx', 'Plain text.')).toBe(false)
    second.set('docs/a.mdx', 'Plain text.', false)
    expect(second.changed).toBe(false)
    second.set('docs/a.mdx', 'Other text.', false)
    expect(second.changed).toBe(true)
  })

  it('leaves out the answers of files no build asked about (a file the site no longer has)', () => {
    const first = createContentModuleMemo()
    first.set('docs/kept.mdx', 'Kept.', false)
    first.set('docs/gone.mdx', 'Gone.', true)
    const second = createContentModuleMemo(first.entries())
    expect(second.get('docs/kept.mdx', 'Kept.')).toBe(false)
    expect(second.changed).toBe(true)
    expect(Object.keys(second.entries())).toEqual(['docs/kept.mdx'])
  })
})
