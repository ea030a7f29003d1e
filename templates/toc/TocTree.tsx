import type { TocNode } from './toc-tree.js'

export function TocTree({ nodes, nested = false }: { nodes: TocNode[]; nested?: boolean }) {
  return (
    <ul className={`table-of-contents__list${nested ? ' table-of-contents__list--nested' : ''}`}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a className="table-of-contents__link" href={`#${node.id}`}>
            {node.value}
          </a>
          {node.children.length > 0 ? <TocTree nodes={node.children} nested /> : null}
        </li>
      ))}
    </ul>
  )
}
