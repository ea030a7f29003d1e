/**
 * The live renderer's own failures (live-renderer.ts): a library whose realm cannot be made is an error naming it,
 * and the renderer goes on with the others.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { startLiveRenderer } from '../../../src/live/live-renderer.js'

const renderer = startLiveRenderer()
afterAll(() => renderer.close())

const code = 'const { React } = scope;\nfunction __live(render) { return (React.createElement("p", null, "ok")) }\nreturn __live;'

describe('startLiveRenderer', () => {
  it('a library that cannot be bundled into a realm is an error naming it; other libraries still render', async () => {
    await expect(renderer.scopeNames('hd-no-such-library')).rejects.toThrow(/hd-no-such-library/)
    await expect(renderer.render({ library: 'hd-no-such-library', code, noInline: false, identifierPrefix: 'live-1-' })).rejects.toThrow(/hd-no-such-library/)
    expect(await renderer.render({ library: 'rhh5', code, noInline: false, identifierPrefix: 'live-1-' })).toEqual({ html: '<!--$--><p>ok</p><!--/$-->' })
  })
})
