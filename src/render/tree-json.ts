/**
 * A big page's tree and its JSON text, made once where the tree was made. A markdown thread sends a long page's
 * hast to the main thread as this text (a string crosses as one copy; a structured clone of the tree cost the
 * thread ~0.2 s per MB of page, then the main thread as much to take it in), and the main thread, which parses it
 * back, keeps the text with the tree: the route data's JSON (route-data-json.ts) and the search thread's text of
 * each top-level node (search-index-off-thread.ts) are parts of it, where they were made again from the tree.
 *
 * The text rides on the tree as a property JSON and structured clones leave out (a symbol key, not enumerable),
 * and it is used only while the tree's children are the array it was made from, of the same length. Trees are
 * not changed once rendered (stages make new objects), as the route data's JSON already assumes.
 */
import { randomUUID } from 'node:crypto'

/** A tree's JSON, and where each of its top-level nodes' text starts and ends in it. */
export interface TreeJson {
  json: string
  /** `childBounds[i]` is where child `i`'s text starts; `childBounds[i + 1] - 1` where it ends (a comma between) */
  childBounds: number[]
}

interface Tree {
  children: unknown[]
}

const TREE_JSON = Symbol('hotkeys-docs.treeJson')

interface KnownTreeJson extends TreeJson {
  children: unknown[]
}

/** The JSON text of `tree` (the very text JSON.stringify gives) and its children's bounds in it. */
export function treeToJson(tree: Tree): TreeJson {
  const texts = tree.children.map((child) => JSON.stringify(child))
  const children = `[${texts.join(',')}]`
  const json = jsonWithParts(tree, new Map([[tree.children, children]]))
  const childBounds: number[] = []
  let at = json.indexOf(children) + 1
  for (const text of texts) {
    childBounds.push(at)
    at += text.length + 1
  }
  childBounds.push(at)
  return { json, childBounds }
}

/** The tree of a text treeToJson made, knowing that text (knownTreeJson). */
export function treeFromJson<T extends Tree>(made: TreeJson): T {
  const tree = JSON.parse(made.json) as T
  const known: KnownTreeJson = { ...made, children: tree.children }
  Object.defineProperty(tree, TREE_JSON, { value: known, configurable: true })
  return tree
}

/** The tree's JSON when it is known and its top-level nodes are still the ones it was made from. */
export function knownTreeJson(tree: object): TreeJson | undefined {
  const known = (tree as { [TREE_JSON]?: KnownTreeJson })[TREE_JSON]
  const { children } = tree as Partial<Tree>
  if (!known || known.children !== children || children.length !== known.childBounds.length - 1) return undefined
  return known
}

/** The JSON text of each top-level node of a tree whose JSON is known. */
export function childTexts(known: TreeJson): string[] {
  const { json, childBounds } = known
  return childBounds.slice(1).map((end, i) => json.slice(childBounds[i], end - 1))
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
    if (known) parts.set(tree, known.json)
  }
  return jsonWithParts(value, parts)
}
