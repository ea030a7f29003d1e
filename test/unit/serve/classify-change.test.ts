import { describe, expect, it } from 'vitest'
import { classifyChange, type WatchLayout } from '../../../src/serve/classify-change.js'

const layout: WatchLayout = {
  configFiles: new Set(['/site/site.config.ts', '/site/config/navbar.ts']),
  codeDirs: ['/gen/templates', '/gen/src'],
  staticDir: '/site/static',
  siteCodeFiles: new Set([
    '/site/src/components/Counter.tsx',
    '/site/src/theme/Badge/styles.module.css',
    '/site/src/components/doormat.png',
    '/site/static/img/porch-light.png',
    '/gen/src/x.ts',
  ]),
}

describe('classifyChange', () => {
  it.each([
    ['/site/site.config.ts', 'code'],
    ['/site/config/navbar.ts', 'code'],
    ['/gen/templates/docs/DocPage.tsx', 'code'],
    ['/gen/src/client/entry.tsx', 'code'],
    ['/gen/src/shared/constants.json', 'code'],
    ['/site/content/pages/index.tsx', 'code'],
    ['/gen/templates/css/docs.css', 'browser-asset'],
    ['/site/src/css/custom.css', 'browser-asset'],
    ['/site/src/pages/index.module.css', 'code'],
    ['/site/src/components/Card/styles.module.css', 'code'],
    ['/site/static/img/logo.svg', 'static'],
    ['/site/static/js/analytics.js', 'static'],
    ['/site/content/docs/current/intro.md', 'content'],
    ['/site/content/docs/current/api/_category_.json', 'content'],
    ['/site/content/blog/authors.yml', 'content'],
    ['/site/content/docs/current/guides', 'content'],
    // what the compiled pages and MDX content modules imported: the warm worker compiles them again
    ['/site/src/components/Counter.tsx', 'site-code'],
    ['/site/src/theme/Badge/styles.module.css', 'site-code'],
    ['/site/src/components/Unused.tsx', 'code'],
    // an image the code imports is its URL in the compiled pages and the bundle, a static one too
    ['/site/src/components/doormat.png', 'site-code'],
    ['/site/static/img/porch-light.png', 'site-code'],
    ['/site/static/img/other.png', 'static'],
    ['/gen/src/x.ts', 'code'],
  ])('%s → %s', (file, kind) => {
    expect(classifyChange(file, layout)).toBe(kind)
  })
})
