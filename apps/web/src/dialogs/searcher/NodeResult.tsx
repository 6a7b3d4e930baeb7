import type { IndexedNode } from '../../find/node-index.js';

/** One found node: its name, its definition and the level it is on. */
export function NodeResult({ node }: { node: IndexedNode }) {
  return (
    <>
      <span className="finder-name">{node.name}</span>
      <span className="finder-definition">{node.definition}</span>
      <span className="finder-level" title={node.path}>
        {node.levelPath}
      </span>
    </>
  );
}
