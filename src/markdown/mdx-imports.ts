/**
 * The ESM of an `.mdx` file (`import`/`export` lines), read and taken out of the tree:
 *
 * - a default import of a theme component the stage lowers (`import Tabs from '@theme/Tabs'`) binds its local
 *   name to that component;
 * - an import of an npm package (`import { useState } from 'react'`) is kept out of the page: such imports serve
 *   the live code blocks, whose scope is provided by the live stage; using one of its bindings as a JSX element is
 *   an error later (remark-lower-mdx.ts), since that needs the component-module path;
 * - anything else is an error naming the line: an `export`, an import of a site module (`@site/…`, a relative
 *   path, a URL), of another `@theme/*` or `@docusaurus/*` module, or a named import of a theme component.
 */
import type { ImportDeclaration, Program } from 'estree'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import type { Root } from 'mdast'
import type { RenderContext } from './render-context.js'
import { isThemeComponent, MDX_SUPPORT_HINT, type ThemeComponent } from './mdx-support.js'

export interface MdxImports {
  /** local name → theme component */
  components: Map<string, ThemeComponent>
  /** local name → the package it was imported from (not renderable as a component yet) */
  packageBindings: Map<string, string>
}

const THEME_PREFIX = '@theme/'
const BARE_PACKAGE = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/.*)?$/i

export function takeMdxImports(tree: Root, context: RenderContext): MdxImports {
  const imports: MdxImports = { components: new Map(), packageBindings: new Map() }
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm') return true
    const program = node.data?.estree as Program | undefined
    for (const statement of program?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') {
        throw context.error(
          'mdx-export-not-supported',
          `MDX exports are not supported yet: ${firstLine(node)}`,
          node,
          MDX_SUPPORT_HINT,
        )
      }
      readImport(statement, node, imports, context)
    }
    return false
  })
  return imports
}

function readImport(statement: ImportDeclaration, node: MdxjsEsm, imports: MdxImports, context: RenderContext): void {
  const source = String(statement.source.value)
  if (source.startsWith(THEME_PREFIX) && isThemeComponent(source.slice(THEME_PREFIX.length))) {
    const component = source.slice(THEME_PREFIX.length) as ThemeComponent
    for (const specifier of statement.specifiers) {
      if (specifier.type !== 'ImportDefaultSpecifier') {
        throw context.error(
          'mdx-import-not-supported',
          `Import the default export of '${source}': ${firstLine(node)}`,
          node,
          `Write: import ${component} from '${source}'`,
        )
      }
      imports.components.set(specifier.local.name, component)
    }
    return
  }
  const kind = unsupportedModuleKind(source)
  if (kind !== undefined) {
    throw context.error(
      'mdx-import-not-supported',
      `The import of ${kind} '${source}' is not supported yet (it needs MDX compiled as a component module)`,
      node,
      MDX_SUPPORT_HINT,
    )
  }
  for (const specifier of statement.specifiers) imports.packageBindings.set(specifier.local.name, source)
}

/** What `source` is when it is not an npm package, for the message; undefined for a package. */
function unsupportedModuleKind(source: string): string | undefined {
  if (source.startsWith(THEME_PREFIX)) return 'the theme module'
  if (source.startsWith('@docusaurus/')) return 'the Docusaurus module'
  if (source.startsWith('@site/')) return 'the site module'
  if (!BARE_PACKAGE.test(source)) return 'the module'
  return undefined
}

function firstLine(node: MdxjsEsm): string {
  return node.value.split('\n')[0]
}
