import { describe, expect, it } from 'vitest'
import { createEarlyPages } from '../../../src/serve/early-pages.js'
import { createViewedPages } from '../../../src/serve/viewed-pages.js'

const ready = (path: string, files: Array<[string, string]>) => ({ id: 1, pageReady: path, before: 0, files })

describe('createEarlyPages', () => {
  it('finds nothing and waits for nothing when the route is not expected', async () => {
    const pages = createEarlyPages()
    expect(await pages.find('/a', ['a.html'])).toBeUndefined()
  })

  it('waits for an expected route, then finds the first of the files that is held', async () => {
    const pages = createEarlyPages()
    pages.expect(['/a'])
    const found = pages.find('/a', ['a', 'a.html', 'a/index.html'])
    pages.ready(ready('/b', [['b.html', 'B']])) // another page: still waiting
    pages.ready(ready('/a', [['a.html', 'A']]))
    expect(await found).toEqual({ file: 'a.html', text: 'A' })
  })

  it('until the quick pass is over, a request for any page waits: the quick pass may render it', async () => {
    const pages = createEarlyPages()
    pages.expect(['/a'])
    const edited = pages.find('/edited', ['edited.html'])
    const other = pages.find('/other', ['other.html'])
    pages.ready({ ...ready('/edited', [['edited.html', 'E']]), quick: true })
    expect(await edited).toEqual({ file: 'edited.html', text: 'E' })
    pages.quickPassEnded()
    expect(await other).toBeUndefined()
    // after it, only the expected pages are waited for
    expect(await pages.find('/other', ['other.html'])).toBeUndefined()
  })

  it('from a change seen until the next quick pass is over, any request waits, and older pages are dropped', async () => {
    const pages = createEarlyPages()
    pages.expect([])
    pages.ready({ ...ready('/a', [['a.html', 'old A']]), quick: true })
    pages.quickPassEnded()
    pages.changeSeen() // a newer save, its rebuild not started yet
    const waiting = pages.find('/a', ['a.html'])
    pages.expect([])
    pages.ready({ ...ready('/a', [['a.html', 'new A']]), quick: true })
    expect(await waiting).toEqual({ file: 'a.html', text: 'new A' })
    pages.changeSeen()
    const other = pages.find('/other', ['other.html'])
    pages.clear() // the rebuild did not happen (a write already built): nothing is waited for
    expect(await other).toBeUndefined()
  })

  it('stops waiting and forgets the pages when the build ends, or the next one starts', async () => {
    const pages = createEarlyPages()
    pages.expect(['/a', '/b'])
    const waiting = pages.find('/a', ['a.html'])
    pages.ready(ready('/b', [['b.html', 'B']]))
    pages.clear()
    expect(await waiting).toBeUndefined()
    expect(await pages.find('/b', ['b.html'])).toBeUndefined()
    pages.ready(ready('/b', [['b.html', 'B']]))
    pages.expect(['/b'])
    const next = pages.find('/b', ['b.html'])
    pages.clear()
    expect(await next).toBeUndefined()
  })
})

describe('createViewedPages', () => {
  it('keeps the last pages viewed, newest first, each once', () => {
    const viewed = createViewedPages(3)
    for (const path of ['/a', '/b', '/a', '/c', '/d']) viewed.add(path)
    expect(viewed.list()).toEqual(['/d', '/c', '/a'])
  })
})
