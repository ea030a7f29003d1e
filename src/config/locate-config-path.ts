/**
 * Where a config path (`themeConfig.navbar.items[3].type`) is written in the config file, so that a message about it
 * can say `site.config.ts:42:9`. The file is parsed with @babel/parser (TypeScript syntax), which is loaded and run
 * only when a message needs a line: a config without problems is never parsed.
 *
 * The config object is the default export's value (or what `module.exports` is set to): `defineConfig({…})`'s argument, a `const config = {…}` it names,
 * what a default-exported function returns. From there each path segment is a key of an object literal or an element
 * of an array literal; a value that names a literal declared in the file (`themeConfig: theme`, shorthand
 * `{ footer }`, `[...shared, {…}]`) or calls a function declared in it (`themeConfig: makeTheme()`) is followed into
 * it. Where the path leaves what the file spells out (a missing key, a value imported from another file), the closest
 * written ancestor is the place: the message always names the whole config path.
 */
import { createRequire } from 'node:module'
import type * as BabelParser from '@babel/parser'
import type { ArrayExpression, File, Node, ObjectExpression } from '@babel/types'
import type { ConfigPath } from './config-error.js'
import { forEachNode } from '../babel/for-each-node.js'

export interface KeyLocation {
  /** 1-based */
  line: number
  /** 1-based */
  column: number
}

/** A function that locates config paths in `source` (parsed once, at the first call). */
export function configPathLocator(
  source: string,
  fileName = 'site.config.ts',
): (path: ConfigPath) => KeyLocation | undefined {
  let config: ConfigSource | null | undefined
  return (path) => {
    config ??= configSource(source, fileName) ?? null
    return config ? locate(config, path) : undefined
  }
}

/** The location of `path` in `source` (parses the source; to locate several paths, use configPathLocator). */
export function locateConfigPath(source: string, path: ConfigPath, fileName?: string): KeyLocation | undefined {
  return configPathLocator(source, fileName)(path)
}

interface ConfigSource {
  root: Node
  /** functions and variables declared anywhere in the file, by name */
  declared: Map<string, Node>
}

const requireFromHere = createRequire(import.meta.url)

function configSource(source: string, fileName: string): ConfigSource | undefined {
  const { parse } = requireFromHere('@babel/parser') as typeof BabelParser
  const jsx = /\.[jt]sx$/.test(fileName)
  let file: File
  try {
    file = parse(source, {
      sourceType: 'module',
      plugins: /\.[cm]?jsx?$/.test(fileName) ? ['jsx'] : jsx ? ['typescript', 'jsx'] : ['typescript'],
      errorRecovery: true,
    })
  } catch {
    return undefined
  }
  const declared = new Map<string, Node>()
  forEachNode(file.program, (node) => {
    if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init)
      declared.set(node.id.name, node.init)
    if (node.type === 'FunctionDeclaration' && node.id) declared.set(node.id.name, node)
  })
  const exported = defaultExport(file)
  const root = exported && literalOf(exported, declared)
  return root ? { root, declared } : undefined
}

function defaultExport(file: File): Node | undefined {
  for (const statement of file.program.body) {
    if (statement.type === 'ExportDefaultDeclaration') return statement.declaration
    if (statement.type === 'ExpressionStatement' && isModuleExports(statement.expression))
      return statement.expression.right
    if (statement.type === 'ExportNamedDeclaration') {
      for (const specifier of statement.specifiers) {
        const exported = specifier.exported
        const name = exported.type === 'Identifier' ? exported.name : exported.value
        if (name === 'default' && specifier.type === 'ExportSpecifier') return specifier.local
      }
    }
  }
  return undefined
}

/** `module.exports = …` (a CommonJS config, as Docusaurus sites write theirs) */
function isModuleExports(node: Node): node is Node & { type: 'AssignmentExpression'; right: Node } {
  if (node.type !== 'AssignmentExpression' || node.operator !== '=') return false
  const target = node.left
  return (
    target.type === 'MemberExpression' &&
    target.object.type === 'Identifier' &&
    target.object.name === 'module' &&
    target.property.type === 'Identifier' &&
    target.property.name === 'exports'
  )
}

function locate(config: ConfigSource, path: ConfigPath): KeyLocation {
  let value: Node | undefined = config.root
  let at: Node = config.root
  for (const segment of path) {
    const child: Written | undefined = value && childOf(value, segment, config.declared)
    if (!child) break
    at = child.at
    value = child.value && literalOf(child.value, config.declared)
  }
  return { line: at.loc!.start.line, column: at.loc!.start.column + 1 }
}

/** The literal an expression stands for: through type assertions, names declared in the file and calls. */
function literalOf(node: Node, declared: Map<string, Node>, seen = new Set<string>()): Node | undefined {
  switch (node.type) {
    case 'ObjectExpression':
    case 'ArrayExpression':
      return node
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'TSTypeAssertion':
    case 'ParenthesizedExpression':
      return literalOf(node.expression, declared, seen)
    case 'AwaitExpression':
      return node.argument ? literalOf(node.argument, declared, seen) : undefined
    case 'Identifier': {
      const declaration = declared.get(node.name)
      if (!declaration || seen.has(node.name)) return undefined
      return literalOf(declaration, declared, new Set(seen).add(node.name))
    }
    case 'CallExpression': {
      // a function of this file: what it returns; another (defineConfig): its argument
      const callee = node.callee.type === 'Identifier' ? declared.get(node.callee.name) : undefined
      if (callee && isFunction(callee)) return literalOf(callee, declared, seen)
      const [first] = node.arguments
      return first && first.type !== 'SpreadElement' && first.type !== 'ArgumentPlaceholder'
        ? literalOf(first, declared, seen)
        : undefined
    }
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
    case 'FunctionDeclaration': {
      if (node.body.type !== 'BlockStatement') return literalOf(node.body, declared, seen)
      const returned = node.body.body.findLast((statement) => statement.type === 'ReturnStatement')
      return returned?.type === 'ReturnStatement' && returned.argument
        ? literalOf(returned.argument, declared, seen)
        : undefined
    }
    default:
      return undefined
  }
}

const isFunction = (node: Node) =>
  node.type === 'FunctionDeclaration' || node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression'

/** Where a key or an element is written (`at`), and its value when it has one (a method has none). */
interface Written {
  at: Node
  value?: Node
}

/** The key (or element) written for `segment` in a literal. */
function childOf(node: Node, segment: string | number, declared: Map<string, Node>): Written | undefined {
  if (node.type === 'ObjectExpression') return propertyOf(node, String(segment), declared)
  if (node.type === 'ArrayExpression' && typeof segment === 'number') return elementOf(node, segment, declared)
  return undefined
}

/** The last property named `key` (later ones win), also inside spread literals. */
function propertyOf(node: ObjectExpression, key: string, declared: Map<string, Node>): Written | undefined {
  for (const property of [...node.properties].reverse()) {
    if (property.type === 'SpreadElement') {
      const spread = literalOf(property.argument, declared)
      const found = spread?.type === 'ObjectExpression' ? propertyOf(spread, key, declared) : undefined
      if (found) return found
    } else if (keyName(property.key, property.computed) === key) {
      return { at: property.key, value: property.type === 'ObjectProperty' ? property.value : undefined }
    }
  }
  return undefined
}

function keyName(key: Node, computed: boolean): string | undefined {
  if (key.type === 'Identifier' && !computed) return key.name
  if (key.type === 'StringLiteral') return key.value
  if (key.type === 'NumericLiteral') return String(key.value)
  return undefined
}

/** The element at `index`, counting the elements of spread array literals; undefined after a spread of unknown length. */
function elementOf(node: ArrayExpression, index: number, declared: Map<string, Node>): Written | undefined {
  let count = 0
  for (const element of node.elements) {
    if (element?.type === 'SpreadElement') {
      const spread = literalOf(element.argument, declared)
      if (spread?.type !== 'ArrayExpression') return undefined
      if (index < count + spread.elements.length) return elementOf(spread, index - count, declared)
      count += spread.elements.length
    } else {
      if (count === index) return element ? { at: element, value: element } : undefined
      count++
    }
  }
  return undefined
}
