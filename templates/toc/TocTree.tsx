import type { TocNode } from './toc-tree.js'

export function TocTree({ nodes, nested = false }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={`table-of-contents__list${nested ? ' table-of-contents__list--nested' : ''}`}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            className="table-of-contents__link"
            href={`#${node.id}`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the value is HTML the build made from the heading, its text escaped and only code, em, strong and del kept (src/markdown/toc-value.ts), as Docusaurus renders it
            dangerouslySetInnerHTML={{ __html: node.value }}
          />
          {node.children.length > 0 ? <TocTree nodes={node.children} nested /> : null}
        </li>
      ))}
    </ul>
  )
}
