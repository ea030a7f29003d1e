import { describe, expect, it } from 'vitest'
import { BuildError, BuildErrorList, withWarnings } from '../../../src/errors.js'
import { describeBuildFailure } from '../../../src/serve/describe-build-failure.js'
import { openerCommand } from '../../../src/serve/open-browser.js'

describe('describeBuildFailure', () => {
  it('keeps a BuildError as the CLI prints it', () => {
    const error = new BuildError('front-matter-syntax', 'Malformed front matter', {
      file: 'content/docs/a.md',
      line: 2,
      hint: 'Fix the YAML.',
    })
    expect(describeBuildFailure(error, '/site')).toEqual({
      message: error.format(),
      file: 'content/docs/a.md',
      line: 2,
    })
  })

  it('a BuildErrorList names its first error', () => {
    const list = new BuildErrorList('2 broken link(s):', [
      new BuildError('broken-link', 'x', { file: 'a.md', line: 3 }),
      new BuildError('broken-link', 'y', { file: 'b.md', line: 4 }),
    ])
    expect(describeBuildFailure(list, '/site')).toMatchObject({ file: 'a.md', line: 3, message: list.message })
  })

  it('carries the warnings found before the build failed', () => {
    const warning = { code: 'broken-markdown-link', message: 'Broken Markdown link ./gone.md', file: 'a.md', line: 2 }
    const error = withWarnings(new BuildError('broken-link', 'x', { file: 'a.md', line: 3 }), [warning])
    expect(describeBuildFailure(error, '/site').warnings).toEqual([warning])
    expect(describeBuildFailure(new BuildError('broken-link', 'x'), '/site')).not.toHaveProperty('warnings')
  })

  it('finds file and line in the TypeScript loader’s syntax error, also behind a BuildError without a line', () => {
    const loaderError = new Error(
      'Transform failed with 2 errors:\n/site/templates/Page.tsx:3:0: ERROR: Unexpected "}"\n/site/templates/Page.tsx:4:0: ERROR: Unexpected end of file',
    )
    const direct = describeBuildFailure(loaderError, '/site')
    expect(direct).toMatchObject({ file: 'templates/Page.tsx', line: 3 })
    expect(direct.message).toContain('templates/Page.tsx:3:1  Unexpected "}"')
    expect(direct.message).toContain('1 more error(s)')
    const wrapped = new BuildError('page-module-error', 'React page failed to load: Transform failed with 2 errors:', {
      file: 'content/pages/index.tsx',
      cause: loaderError,
    })
    expect(describeBuildFailure(wrapped, '/site')).toMatchObject({ file: 'templates/Page.tsx', line: 3 })
  })

  it('an error thrown while a module loads points at the first frame outside node_modules', () => {
    const error = new Error('boom')
    error.stack =
      'Error: boom\n    at x (file:///site/node_modules/react/index.js:1:1)\n    at Object.<anonymous> (file:///site/templates/Nav.tsx?v=1:12:7)'
    expect(describeBuildFailure(error, '/site')).toMatchObject({ file: 'templates/Nav.tsx', line: 12 })
  })
})

describe('openerCommand', () => {
  it('uses the platform opener', () => {
    expect(openerCommand('linux', 'http://127.0.0.1:3000/')).toEqual({
      command: 'xdg-open',
      args: ['http://127.0.0.1:3000/'],
    })
    expect(openerCommand('darwin', 'http://127.0.0.1:3000/').command).toBe('open')
    expect(openerCommand('win32', 'http://127.0.0.1:3000/?a=1&b=2')).toEqual({
      command: 'cmd',
      args: ['/c', 'start', '""', 'http://127.0.0.1:3000/?a=1^&b=2'],
    })
  })
})
