// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { App } from '../../../templates/App.js'
import Home from '../../../content/pages/index.js'
import { keyDown, mount, text } from './dom.js'
import { makeSite, routesByKind } from './fixtures.js'
import { parse, renderApp } from './render.js'

const pages = { index: Home }

describe('home page', () => {
  it('renders the hero, stats, demo and the four feature sections', () => {
    const main = parse(renderApp(routesByKind.componentPage, undefined, pages)).querySelector('main')!
    expect(main.querySelector('h1')?.textContent).toBe('React Hotkeys Hook')
    expect(text(main)).toContain('Use hotkeys in a declarative way')
    expect(text(main.querySelector('.install-pill code'))).toBe('npm install react-hotkeys-hook')
    expect(main.querySelector('button[aria-label="Copy install command"]')).not.toBeNull()
    const link = (label: string) =>
      Array.from(main.querySelectorAll('a'))
        .find((a) => text(a) === label)
        ?.getAttribute('href')
    expect(link('Get started')).toBe('/docs/intro')
    expect(link('Documentation')).toBe('/docs/documentation/installation')
    expect(Array.from(main.querySelectorAll('.hero__hint kbd'), (k) => k.textContent)).toEqual(['Ctrl', 'K'])
    expect(text(main.querySelector('.hero__hint'))).toContain('to search the docs')
    expect(main.querySelector('.hero .code-block .token.keyword')).not.toBeNull()
    expect(Array.from(main.querySelectorAll('.home-stats__value'), (v) => v.textContent)).toEqual([
      '~3KB',
      '0',
      'TypeScript',
    ])
    expect(Array.from(main.querySelectorAll('h2'), (h) => h.textContent)).toEqual([
      'Try it live',
      'Simple & Declarative',
      'Scoped to Components',
      'Sequences & Combinations',
      'Record Custom Hotkeys',
    ])
    expect(Array.from(main.querySelectorAll('.home-feature__label'), (l) => l.textContent)).toEqual([
      'API',
      'Focus',
      'Power',
      'Record',
    ])
  })

  it('runs the demo: N adds a task and D completes one, only while the demo has focus', async () => {
    const { container, unmount } = await mount(
      <App site={makeSite()} route={routesByKind.componentPage} pages={pages} />,
    )
    const demo = container.querySelector<HTMLElement>('.task-demo')!
    const tasks = () => demo.querySelectorAll('.task-demo__task').length

    expect(tasks()).toBe(3)
    await keyDown(document.body, { key: 'n', code: 'KeyN' })
    await keyDown(document.body, { key: 'n', code: 'KeyN', bubbles: true })
    expect(tasks()).toBe(3)

    await act(async () => demo.focus())
    expect(text(demo)).toContain('Listening')
    await keyDown(demo, { key: 'n', code: 'KeyN' })
    await act(async () => demo.dispatchEvent(new KeyboardEvent('keyup', { key: 'n', code: 'KeyN', bubbles: true })))
    expect(tasks()).toBe(4)
    await keyDown(demo, { key: 'd', code: 'KeyD' })
    await act(async () => demo.dispatchEvent(new KeyboardEvent('keyup', { key: 'd', code: 'KeyD', bubbles: true })))
    expect(demo.querySelectorAll('.task-demo__task--done')).toHaveLength(1)
    expect(text(demo.querySelector('.task-demo__count'))).toBe('3 open, 1 done')
    unmount()
  })
})
