import type { Element, ElementContent } from 'hast'
import type { DocEntry, VersionContent } from '../content/content-types.js'
import type { BlogTag, HastRoot, MarkdownPageRouteData } from '../shared/types.js'
import type { Route } from './route.js'
import { tagPageTitle } from '../shared/tag-page-title.js'

/**
 * The pages behind a doc's tag chips (`tags` front matter): per version, a tag list (`/docs/tags`) and one page per
 * tag (`/docs/tags/v-4`) listing its docs. They are plain generated pages (kind markdownPage), so the theme needs
 * nothing new. Unlisted docs are not listed; a tag only they carry still gets its page (unlisted), so their chips
 * do not point nowhere.
 */
export function docTagRoutes(versions: VersionContent[], configFile: string): Route[] {
  return versions.flatMap((version) => {
    const tags = new Map<string, { tag: BlogTag; docs: DocEntry[] }>()
    for (const doc of version.docs) {
      for (const tag of doc.tags) {
        const entry = tags.get(tag.permalink) ?? { tag, docs: [] }
        if (!doc.unlisted) entry.docs.push(doc)
        tags.set(tag.permalink, entry)
      }
    }
    if (tags.size === 0) return []
    const listPath = `${version.meta.path === '/' ? '' : version.meta.path}/tags`
    const page = (path: string, title: string, description: string, content: HastRoot, unlisted: boolean): Route => {
      const data: MarkdownPageRouteData = {
        kind: 'markdownPage',
        path,
        title,
        description,
        docsearchTag: version.meta.docsearchTag,
        hideTitle: false,
        hideTableOfContents: true,
        content,
        toc: [],
        ...(unlisted ? { noIndex: true } : {}),
      }
      return { path, sourceFile: configFile, markdownLinks: [], ...(unlisted ? { unlisted: true } : {}), data }
    }
    const entries = [...tags.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label))
    const listed = entries.filter((e) => e.docs.length > 0)
    return [
      page(
        listPath,
        'Tags',
        `Doc tags of version ${version.meta.label}`,
        list(
          'doc-tags',
          listed.map((e) => [link(e.tag.permalink, e.tag.label), text(` (${e.docs.length})`)]),
        ),
        false,
      ),
      ...entries.map(({ tag, docs }) =>
        page(
          tag.permalink,
          tagPageTitle(docs.length, tag.label, 'doc'),
          `Docs tagged "${tag.label}"`,
          list(
            'doc-tag-docs',
            docs.map((d) => [link(d.permalink, d.title), ...(d.description ? [text(` — ${d.description}`)] : [])]),
          ),
          docs.length === 0,
        ),
      ),
    ]
  })
}

function text(value: string): ElementContent {
  return { type: 'text', value }
}

function link(href: string, label: string): Element {
  return { type: 'element', tagName: 'a', properties: { href }, children: [text(label)] }
}

function list(className: string, items: ElementContent[][]): HastRoot {
  return {
    type: 'root',
    children: [
      {
        type: 'element',
        tagName: 'ul',
        properties: { className: [className] },
        children: items.map((children) => ({ type: 'element', tagName: 'li', properties: {}, children })),
      },
    ],
  }
}
