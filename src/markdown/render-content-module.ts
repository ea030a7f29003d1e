/**
 * The markdown stage's result for an `.mdx` doc or blog post that needs a component module (needsComponentModule
 * in render-markdown.ts): the module itself is compiled and bundled with the pages (bundle/mdx-module-plugin.ts);
 * here the same compile gives what the content stage needs (title, toc, anchors, links, live blocks, plain text,
 * warnings) and the hast is one `<hd-mdx-content module="key">` element, which the theme renders with the module
 * (its children: the module's live blocks as `<pre>`s, which the live stage annotates: rehype-module-live-blocks.ts);
 * with a `{/* truncate *\/}`, the excerpt is that element with `excerpt`, rendering the module up to the marker.
 */
import { MDX_CONTENT_TAG } from '../shared/route-modules.js'
import type { Root } from 'hast'
import { compileMdxModule } from './compile-mdx-module.js'
import type { MarkdownOptions, MarkdownResult } from './markdown-result.js'
import type { MdxParse } from './render-markdown.js'
import { contentModuleKey } from './mdx-support.js'
import { livePresOf } from './rehype-module-live-blocks.js'

/** `parse`: the file's parse when the build has one (compileMdxModule's) */
export function renderContentModule(source: string, options: MarkdownOptions, parse?: MdxParse): MarkdownResult {
  const { markdown } = compileMdxModule(source, options, 'content', parse)
  const key = contentModuleKey(options.file)
  const placeholder = (excerpt: boolean): Root => ({
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: MDX_CONTENT_TAG,
        properties: excerpt ? { module: key, excerpt } : { module: key },
        // the module's live blocks, for the live stage to annotate and the module's blocks to read (the theme's
        // MdxContent renders the module, not these)
        children: livePresOf(markdown.liveBlocks),
      },
    ],
  })
  const result: MarkdownResult = { ...markdown, hast: placeholder(false), contentModule: key }
  // the same module, rendered up to its `{/* truncate */}` (the blog's lists)
  if (markdown.hasTruncateMarker) result.excerpt = placeholder(true)
  return result
}
