/**
 * The build's live scope (src/live/node-scope.ts) of each major holds that major's own exports: a 4.x page's
 * preview must run react-hotkeys-hook 4.x, never another major that happens to export the same names.
 */
import { describe, expect, it } from 'vitest'
import * as rhh3 from 'rhh3'
import * as rhh4 from 'rhh4'
import * as rhh5 from 'rhh5'
import * as React from 'react'
import { nodeLiveScope } from '../../../src/live/node-scope.js'
import { LIVE_LIBRARIES } from '../../../src/live/live-libraries.js'

const PACKAGES: Record<string, Record<string, unknown>> = { rhh3, rhh4, rhh5 }

describe('nodeLiveScope', () => {
  it.each(Object.values(LIVE_LIBRARIES))("%s: the scope's useHotkeys and isHotkeyPressed are that package's", async (library) => {
    const scope = await nodeLiveScope(library)
    expect(scope.useHotkeys).toBeTypeOf('function')
    expect(scope.useHotkeys).toBe(PACKAGES[library].useHotkeys)
    expect(scope.isHotkeyPressed).toBe(PACKAGES[library].isHotkeyPressed)
    expect(scope.useState).toBe(React.useState)
  })

  it('the majors are different code, so the check above tells them apart', () => {
    expect(new Set([rhh3.useHotkeys, rhh4.useHotkeys, rhh5.useHotkeys]).size).toBe(3)
  })
})
