import { describe, expect, it } from 'vitest'
import { describeNavbarItem } from '../../../src/shared/describe-navbar-item.js'

describe('describeNavbarItem', () => {
  it('names the position, type and label of an item config, with the defaults filled in', () => {
    expect(describeNavbarItem({ label: 'Blog', to: '/blog' })).toEqual({
      position: 'right',
      type: 'default',
      label: 'Blog',
    })
    expect(describeNavbarItem({ type: 'docsVersionDropdown', position: 'left' })).toEqual({
      position: 'left',
      type: 'docsVersionDropdown',
      label: null,
    })
  })
})
