/**
 * A big page's tree and its JSON, made once where the tree was made. A markdown thread sends a long page's hast to
 * the main thread as the JSON of each top-level node and of the tree around them (strings cross as one copy each;
 * a structured clone of the tree cost the thread ~0.2 s per MB of page, then the main thread as much to take it
 * in), and the main thread keeps them with the tree, whose nodes it parses back only when they are first read
 * (treeFromJson): the route data's JSON (route-data-json.ts) is joined from them and the search thread takes each
 * top-level node's (search-index-off-thread.ts), where both were made again from the tree.
 *
 * The texts ride on the tree as a property JSON and structured clones leave out (a symbol key, not enumerable),
 * and they are used only while the tree's children are the array they were made from, of the same length (or not
 * read yet). Trees are not changed once rendered (stages make new objects), as the route data's JSON already
 * assumes.
 */
import { randomUUID } from 'node:crypto'

/**
 * A tree's JSON in parts: the text of each top-level node, and of the tree around their array. It crosses from a
 * thread as these strings and is joined only where a whole text is read (treeJsonText). As one string, made by a
 * join and copied again by the message, it held a 5 MB page's 55 MB three times over on the markdown thread as its
 * work ended: the build's first peak of memory.
 */
export interface TreeJson {
  /** the tree's JSON before the array of its children, and after it */
  before: string
  after: string
  /** the JSON of each top-level node, in order */
  texts: string[]
}

interface Tree {
  children: unknown[]
}

const TREE_JSON = Symbol('hotkeys-docs.treeJson')

interface KnownTreeJson extends TreeJson {
  /** the nodes parsed from the texts (undefined until they are) */
  children: unknown[] | undefined
}

/** The JSON of `tree` in parts: joined (treeJsonText), the very text JSON.stringify gives. */
export function treeToJson(tree: Tree): TreeJson {
  // the tree without its nodes, a marker where their array goes (spread keeps the keys' order)
  const id = `\u0001${randomUUID()}`
  const marker = JSON.stringify(id)
  const shell = JSON.stringify({ ...tree, children: id })
  const at = shell.indexOf(marker)
  return {
    before: shell.slice(0, at),
    after: shell.slice(at + marker.length),
    texts: tree.children.map((child) => JSON.stringify(child)),
  }
}

/**
 * The whole JSON text of a tree in parts. It is built by concatenation, which V8 keeps as a tree of the parts
 * until something reads the text whole; that reader makes the single flat copy.
 */
export function treeJsonText(made: TreeJson): string {
  let json = `${made.before}[`
  for (let i = 0; i < made.texts.length; i++) json += i === 0 ? made.texts[i] : `,${made.texts[i]}`
  return `${json}]${made.after}`
}

/**
 * The tree of the JSON treeToJson made, which it knows (knownTreeJson). Its top-level nodes are parsed when its
 * `children` are first read: the search thread and the route data's JSON take the texts without them, so a big
 * page's nodes (0.5–0.8 s at 5 MB) are parsed when the page renders, after the search thread has started.
 */
export function treeFromJson<T extends Tree>(made: TreeJson): T {
  const tree = JSON.parse(`${made.before}[]${made.after}`) as T
  const known: KnownTreeJson = { ...made, children: undefined }
  const settle = (children: unknown[]) => {
    Object.defineProperty(tree, 'children', { value: children, enumerable: true, configurable: true, writable: true })
    return children
  }
  Object.defineProperty(tree, 'children', {
    enumerable: true,
    configurable: true,
    get() {
      known.children = made.texts.map((text) => JSON.parse(text))
      return settle(known.children)
    },
    set: settle,
  })
  Object.defineProperty(tree, TREE_JSON, { value: known, configurable: true })
  return tree
}

/** The tree's JSON when it is known and its top-level nodes are still the ones it was made from (or not read yet). */
export function knownTreeJson(tree: object): TreeJson | undefined {
  const known = (tree as { [TREE_JSON]?: KnownTreeJson })[TREE_JSON]
  if (!known) return undefined
  if (known.children === undefined && Object.getOwnPropertyDescriptor(tree, 'children')?.get) return known
  const { children } = tree as Partial<Tree>
  if (known.children !== children || children === undefined || children.length !== known.texts.length) return undefined
  return known
}

/**
 * A copy of the tree without its top-level nodes (`children: []`), its other keys in their order: its nodes are not
 * read (treeFromJson parses them only when they are).
 */
export function treeWithoutChildren<T extends Tree>(tree: T): T {
  return Object.fromEntries(
    Object.keys(tree).map((key) => [key, key === 'children' ? [] : tree[key as keyof T]]),
  ) as unknown as T
}

/** Lets the tree's text go (the page that needed it is written). */
export function forgetTreeJson(tree: object): void {
  delete (tree as { [TREE_JSON]?: KnownTreeJson })[TREE_JSON]
}

/**
 * `JSON.stringify(value)`, with the objects of `parts` written as their given texts (which must be their JSON).
 * The objects are found by identity: each is replaced by a marker no text can hold by chance (a random id), and
 * the markers by the texts.
 */
export function jsonWithParts(value: unknown, parts: Map<unknown, string>): string {
  if (parts.size === 0) return JSON.stringify(value)
  const marker = `\u0001${randomUUID()}:`
  const texts: string[] = []
  const json = JSON.stringify(value, (_key, part) => {
    const text = parts.get(part)
    if (text === undefined) return part
    texts.push(text)
    return `${marker}${texts.length - 1}`
  })
  const quoted = JSON.stringify(marker).slice(0, -1)
  const pieces = json.split(quoted)
  let joined = pieces[0]
  for (const piece of pieces.slice(1)) {
    const close = piece.indexOf('"')
    joined += texts[Number(piece.slice(0, close))] + piece.slice(close + 1)
  }
  return joined
}

/** The JSON of data holding trees (a route's), each tree whose JSON is known written from it. */
export function jsonWithKnownTrees(value: unknown, trees: Array<object | undefined>): string {
  const parts = new Map<unknown, string>()
  for (const tree of trees) {
    const known = tree && knownTreeJson(tree)
    if (known) parts.set(tree, treeJsonText(known))
  }
  return jsonWithParts(value, parts)
}
