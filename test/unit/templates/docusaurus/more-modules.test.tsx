// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteProvider } from '../../../../templates/SiteContext.js'
import ExecutionEnvironment from '../../../../templates/docusaurus/ExecutionEnvironment.js'
import Interpolate, { interpolate } from '../../../../templates/docusaurus/Interpolate.js'
import isInternalUrl from '../../../../templates/docusaurus/isInternalUrl.js'
import Translate, { translate } from '../../../../templates/docusaurus/Translate.js'
import ThemedImage from '../../../../templates/docusaurus/theme/ThemedImage.js'
import { mount } from '../dom.js'
import { makeSite, routesByKind } from '../fixtures.js'
import { parse } from '../render.js'

afterEach(() => {
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
})

describe('@docusaurus/Translate and Interpolate', () => {
  it('show the message as written, its placeholders filled', () => {
    expect(translate({ message: 'Edit {page}', id: 'edit' }, { page: 'intro' })).toBe('Edit intro')
    expect(translate({ id: 'only.id' })).toBe('only.id')
    expect(interpolate('{count} keys, {missing}', { count: 3 })).toBe('3 keys, {missing}')
    const html = renderToString(
      <p>
        <Translate values={{ key: <kbd>K</kbd> }}>{'Press {key} to search'}</Translate>
        <Interpolate values={{ n: 2 }}>{' ({n})'}</Interpolate>
      </p>,
    )
    expect(html).toBe('<p>Press <kbd>K</kbd> to search<!-- --> (2)</p>')
  })
})

describe('@docusaurus/ExecutionEnvironment and isInternalUrl', () => {
  it('tell the browser and internal URLs', () => {
    expect(ExecutionEnvironment.canUseDOM).toBe(true)
    expect(isInternalUrl('/docs/intro')).toBe(true)
    expect(isInternalUrl('https://x.test')).toBe(false)
    expect(isInternalUrl('//cdn.test/a.js')).toBe(false)
    expect(isInternalUrl(undefined)).toBe(false)
  })
})

describe('@theme/ThemedImage', () => {
  const element = (
    <SiteProvider
      site={makeSite({ colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false } })}
      route={routesByKind.componentPage}
    >
      <ThemedImage alt="Logo" sources={{ light: '/img/light.svg', dark: '/img/dark.svg' }} />
    </SiteProvider>
  )

  it('renders both images on the server, each for its mode', () => {
    const images = Array.from(parse(renderToString(element)).querySelectorAll('img'))
    expect(images.map((img) => [img.getAttribute('src'), img.className])).toEqual([
      ['/img/light.svg', 'themedImage themedImage--light'],
      ['/img/dark.svg', 'themedImage themedImage--dark'],
    ])
  })

  it("renders the current mode's only, once hydrated", async () => {
    localStorage.setItem('theme', 'dark')
    vi.stubGlobal('matchMedia', undefined)
    const { container } = await mount(element)
    expect(Array.from(container.querySelectorAll('img')).map((img) => img.getAttribute('src'))).toEqual([
      '/img/dark.svg',
    ])
    localStorage.clear()
  })
})
