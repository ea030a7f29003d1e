import { describe, expect, it } from 'vitest'
import { svgComponentModule, svgRootProps } from '../../../src/bundle/svg-components.js'

describe('svgRootProps', () => {
  it("turns the root's attributes into React props, leaving out editors' namespaced ones", () => {
    expect(
      svgRootProps(
        ' xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" class="logo" fill-rule=\'evenodd\' stroke-width="2" data-name="Logo" aria-hidden="true" style="stroke-width: 2; --glow: red" inkscape:version="1.2"',
      ),
    ).toEqual({
      xmlns: 'http://www.w3.org/2000/svg',
      xmlnsXlink: 'http://www.w3.org/1999/xlink',
      className: 'logo',
      fillRule: 'evenodd',
      strokeWidth: '2',
      'data-name': 'Logo',
      'aria-hidden': 'true',
      style: { strokeWidth: '2', '--glow': 'red' },
    })
  })
})

describe('svgComponentModule', () => {
  it("exports a component with the file's drawing, after an XML prolog", () => {
    const code = svgComponentModule('<?xml version="1.0"?>\n<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>\n', 'a.svg')
    expect(code).toContain('const attributes = {"viewBox":"0 0 1 1"}')
    expect(code).toContain('{ __html: "<path d=\\"M0 0\\"/>" }')
    expect(code).toContain('export default function SvgComponent')
  })

  it('names the file that has no <svg> element', () => {
    expect(() => svgComponentModule('<html></html>', 'static/img/x.svg')).toThrow(
      'static/img/x.svg has no <svg> element',
    )
  })
})
