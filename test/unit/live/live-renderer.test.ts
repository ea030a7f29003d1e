/**
 * The live renderer's own failures (live-renderer.ts): a library whose realm cannot be made is an error naming it,
 * and the renderer goes on with the others.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { startLiveRenderer } from '../../../src/live/live-renderer.js'
import { libraryLiveScope } from '../../../src/live/live-scopes.js'

const renderer = startLiveRenderer()
afterAll(() => renderer.close())

const code =
  'const { React } = scope;\nfunction __live(render) { return (React.createElement("p", null, "ok")) }\nreturn __live;'

describe('startLiveRenderer', () => {
  it('a library that cannot be bundled into a realm is an error naming it; other libraries still render', async () => {
    const missing = libraryLiveScope('hd-no-such-library')
    await expect(renderer.scopeNames(missing)).rejects.toThrow(/hd-no-such-library/)
    await expect(
      renderer.render({ scope: missing, code, noInline: false, identifierPrefix: 'live-1-' }),
    ).rejects.toThrow(/hd-no-such-library/)
    const rhh5 = libraryLiveScope('rhh5')
    expect(await renderer.render({ scope: rhh5, code, noInline: false, identifierPrefix: 'live-1-' })).toEqual({
      html: '<!--$--><p>ok</p><!--/$-->',
    })
  })
})

describe('a thread that does not answer', () => {
  const element = (text: string) =>
    `const { React } = scope;\nfunction __live(render) { return (React.createElement("p", null, ${JSON.stringify(text)})) }\nreturn __live;`
  const spin = 'function __live(render) { for (;;) {} }\nreturn __live;'

  it('is ended at the deadline; the blocks sent after the one it hangs on render on a new thread, in order', async () => {
    // a limit far beyond the deadline stands for a block the time limit fails to stop
    const stubborn = startLiveRenderer({ timeLimitMs: 600_000, deadlineMs: 1_500 })
    try {
      await stubborn.scopeNames(libraryLiveScope('rhh5'))
      const job = (code: string) =>
        stubborn.render({ scope: libraryLiveScope('rhh5'), code, noInline: false, identifierPrefix: 'live-1-' })
      const [hung, ...after] = [job(spin), job(element('one')), job(element('two'))]
      expect(await hung).toEqual({ timedOut: true })
      expect(await Promise.all(after)).toEqual([
        { html: '<!--$--><p>one</p><!--/$-->' },
        { html: '<!--$--><p>two</p><!--/$-->' },
      ])
    } finally {
      await stubborn.close()
    }
  })
})
