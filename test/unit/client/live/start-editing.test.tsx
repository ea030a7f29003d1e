// @vitest-environment jsdom
/** startEditing (the editor chunk, src/client/live/live-editor.tsx): the block's session, and where the caret goes. */
import { afterEach, describe, expect, it } from 'vitest'
import { LiveEditSession } from '../../../../src/client/live/live-edit-session.js'
import { startEditing } from '../../../../src/client/live/live-editor.js'

const options = {
  blockId: 'live-1',
  original: '<p>Zero</p>',
  noInline: false,
  language: 'jsx',
  moduleUrl: '/assets/live-rhh5-start.TEST.js',
  element: () => null,
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('startEditing', () => {
  it('starts a session on the original code; a hover asks for no caret, a click or focus for one', () => {
    const pre = document.createElement('pre')
    pre.textContent = '<p>Zero</p>'
    document.body.append(pre)
    const hovered = startEditing(options, pre, false)
    expect(hovered.session).toBeInstanceOf(LiveEditSession)
    expect(hovered.session.getSnapshot().code).toBe('<p>Zero</p>')
    expect(hovered.focusAt).toBeUndefined()
    expect(startEditing(options, pre, true).focusAt).toBe(0)
    for (const { session } of [hovered]) session.dispose()
  })
})
