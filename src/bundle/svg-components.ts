/**
 * An `.svg` file imported from a site's code is a React component rendering that SVG (`import Logo from
 * './logo.svg'`, `require('@site/static/img/x.svg').default`), as Docusaurus' SVGR loader makes it: the root's
 * attributes are the component's defaults, the props a caller passes (`className`, `role`, `width`…) win, and the
 * drawing inside is written as it is in the file. An `.svg` a stylesheet references (`url(…)`) stays a file.
 */
import { readFile } from 'node:fs/promises'
import type * as esbuild from 'esbuild'
import { resolveOnward, steppedAside } from './resolve-onward.js'

const NAMESPACE = 'hd-svg-component'
const SKIP = Symbol('resolving for hd-svg-component')
const FROM_CODE = new Set<esbuild.ImportKind>(['import-statement', 'require-call', 'dynamic-import'])

export function svgComponents(): esbuild.Plugin {
  return {
    name: 'hd-svg-components',
    setup(build) {
      build.onResolve({ filter: /\.svg$/ }, async (args) => {
        if (!FROM_CODE.has(args.kind) || steppedAside(args, SKIP)) return undefined
        const resolved = await resolveOnward(build, args, SKIP)
        if (resolved.errors.length > 0) return resolved
        return resolved.namespace === 'file' ? { path: resolved.path, namespace: NAMESPACE } : undefined
      })
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({
        contents: svgComponentModule(await readFile(args.path, 'utf8'), args.path),
        loader: 'js',
        watchFiles: [args.path],
      }))
    },
  }
}

/** The module of one SVG file: its component as the default export (and as `ReactComponent`, SVGR's other name). */
export function svgComponentModule(svg: string, file: string): string {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg\s*>/i.exec(svg)
  if (!root) throw new Error(`${file} has no <svg> element`)
  const [, attributeText, inner] = root as unknown as [string, string, string]
  return [
    "import { createElement } from 'react'",
    `const attributes = ${JSON.stringify(svgRootProps(attributeText))}`,
    `const inner = { __html: ${JSON.stringify(inner.trim())} }`,
    // children are not rendered: the drawing is the file's
    'export default function SvgComponent({ children, ...props }) {',
    "  return createElement('svg', { ...attributes, ...props, dangerouslySetInnerHTML: inner })",
    '}',
    'export { SvgComponent as ReactComponent }',
    '',
  ].join('\n')
}

const RENAMED: Record<string, string> = {
  class: 'className',
  'xmlns:xlink': 'xmlnsXlink',
  'xml:space': 'xmlSpace',
  'xml:lang': 'xmlLang',
}

/** The root element's attributes as React props (`fill-rule` → `fillRule`, `style` → an object); editors' own
 * namespaced attributes (`sodipodi:docname`) are left out. */
export function svgRootProps(attributeText: string): Record<string, unknown> {
  const props: Record<string, unknown> = {}
  for (const match of attributeText.matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const name = match[1]!
    const value = match[3] ?? match[4] ?? ''
    if (name === 'style') props.style = styleObject(value)
    else if (RENAMED[name]) props[RENAMED[name]] = value
    else if (name.includes(':')) continue
    else if (/^(data|aria)-/.test(name)) props[name] = value
    else props[name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = value
  }
  return props
}

function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {}
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim()
    const key = property.startsWith('--') ? property : property.replace(/-([a-z])/g, (_, l: string) => l.toUpperCase())
    if (key) style[key] = declaration.slice(colon + 1).trim()
  }
  return style
}
