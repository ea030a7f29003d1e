/**
 * GFM's autolink-literal transform (remark-gfm's, run by mdast-util-from-markdown at the end of every parse) only
 * where it can change something. It looks for URLs and e-mail addresses in every text node with
 * mdast-util-find-and-replace: four regexes, each a unist-util-visit-parents walk of the whole tree, 1.7 s of the
 * 12 s a 5 MB page's parse takes. Each of its regexes needs `http` or `www` (any case) or `@` in a text node's value,
 * and a text node none of them matches is left as it is; so a tree whose text nodes hold none of the three is
 * left as it is, and the transform is skipped for it. One walk, one test per text node, decides.
 *
 * Use after remark-gfm: it wraps the transforms of the extension that handles autolink literals (the one with
 * `enter.literalAutolink`), every other extension stays as it is.
 */
import type { Nodes, Root } from 'mdast'
import type { Processor } from 'unified'
import { walkMdast } from './walk-tree.js'

/** what a text node needs for any of the transform's regexes to match in it */
const MAY_AUTOLINK = /@|http|www/i

/** what this plugin reads of an mdast-util-from-markdown extension */
interface FromMarkdownExtension {
  transforms?: Array<(tree: Root) => Root | undefined>
  enter?: Record<string, unknown>
}

type Extensions = Array<FromMarkdownExtension | Extensions>

export function remarkAutolinkLiteralGuard(this: Processor): void {
  const data = this.data() as { fromMarkdownExtensions?: Extensions }
  if (data.fromMarkdownExtensions) data.fromMarkdownExtensions = data.fromMarkdownExtensions.map(guarded)
}

function guarded(extension: FromMarkdownExtension | Extensions): FromMarkdownExtension | Extensions {
  if (Array.isArray(extension)) return extension.map(guarded)
  if (!extension.transforms || !extension.enter || !('literalAutolink' in extension.enter)) return extension
  return {
    ...extension,
    transforms: extension.transforms.map((transform) => (tree: Root) => (mayAutolink(tree) ? transform(tree) : tree)),
  }
}

/** whether a text node of `tree` could hold an autolink literal (a superset: links' text included) */
export function mayAutolink(tree: Root): boolean {
  let found = false
  walkMdast(tree, (node: Nodes) => {
    if (node.type === 'text' && MAY_AUTOLINK.test(node.value)) found = true
    return found ? Number.POSITIVE_INFINITY : undefined
  })
  return found
}
