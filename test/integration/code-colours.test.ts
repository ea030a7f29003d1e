import { afterEach, describe, expect, it } from 'vitest'
import { readdir } from 'node:fs/promises'
import { build } from '../../src/build.js'
import { copyFixtureSite } from '../helpers/fixture-site.js'

let site: Awaited<ReturnType<typeof copyFixtureSite>> | undefined
afterEach(async () => {
  await site?.remove()
  site = undefined
})

async function themeCss(s: NonNullable<typeof site>): Promise<string> {
  const file = (await readdir(s.file('build/assets'))).find((f) => /^theme\.[\w-]+\.css$/.test(f))!
  return s.read(`build/assets/${file}`)
}

describe('code colours in the built stylesheet', () => {
  it('come from the Prism themes the config names', async () => {
    site = await copyFixtureSite('basic')
    await site.edit('site.config.ts', (t) =>
      t.replace('themeConfig: {', "themeConfig: {\n    prism: { theme: 'vsLight', darkTheme: 'oneDark' },"),
    )
    await build({ configFile: site.file('site.config.ts'), outDir: site.file('build'), minify: false })
    const css = await themeCss(site)
    // vsLight's tag colour and oneDark's plain text colour (both readable as they are)
    expect(css).toMatch(/html\[data-theme=["']?light["']?\] \.token\.tag \{\s*color: rgb\(128, 0, 0\);/)
    expect(css).toMatch(/html\[data-theme=["']?dark["']?\] \{\s*--color-code-text: hsl\(220, 14%, 71%\);/)
    expect(css).not.toContain('#ff79c6') // nothing of the default dracula palette is left
  })
})
