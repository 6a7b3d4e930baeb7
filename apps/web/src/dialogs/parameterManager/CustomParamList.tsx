import type { GraphNode } from '@nodeloom/engine';
import type { ReactNode } from 'react';
import { siblingsInOrder } from './custom-param-events.js';

interface Props {
  node: GraphNode;
  selectedId: string | undefined;
  readOnly: boolean;
  onSelect(id: string): void;
  onMove(id: string, by: -1 | 1): void;
  onDelete(id: string): void;
}

/** What a row says of its param's kind. */
function kindOf(p: GraphNode['customParams'][string]): string {
  if (p.widget === 'folder') return p.folderType ?? 'folder';
  if (p.isTemplate) return 'template';
  return p.widget ?? p.dataType;
}

/**
 * The node's custom params as a tree (folders hold their params; a multiparam folder its
 * templates: instance groups are added in the parameter editor), each with move up/down and delete.
 */
export function CustomParamList({ node, selectedId, readOnly, onSelect, onMove, onDelete }: Props) {
  const rows = (parent: string, depth: number): ReactNode[] => {
    const siblings = siblingsInOrder(node, parent);
    return siblings.flatMap((p, i) => [
      <li
        key={p.id}
        className="pm-row"
        data-selected={p.id === selectedId || undefined}
        style={{ paddingLeft: 8 + depth * 16 }}
      >
        <button
          type="button"
          className="pm-row-name"
          aria-current={p.id === selectedId ? 'true' : undefined}
          onClick={() => onSelect(p.id)}
        >
          <span>{p.name}</span>
          <span className="pm-kind">{kindOf(p)}</span>
        </button>
        <span className="pm-row-tools">
          <button
            type="button"
            className="pm-tool"
            aria-label={`Move ${p.name} up`}
            title="Move up"
            disabled={readOnly || i === 0}
            onClick={() => onMove(p.id, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="pm-tool"
            aria-label={`Move ${p.name} down`}
            title="Move down"
            disabled={readOnly || i === siblings.length - 1}
            onClick={() => onMove(p.id, 1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="pm-tool pm-delete"
            aria-label={`Delete ${p.name}`}
            title={p.widget === 'folder' ? 'Delete the folder and its params' : 'Delete'}
            disabled={readOnly}
            onClick={() => onDelete(p.id)}
          >
            ×
          </button>
        </span>
      </li>,
      ...(p.widget === 'folder' ? rows(p.id, depth + 1) : []),
    ]);
  };
  const items = rows('', 0);
  if (items.length === 0) return <p className="muted pm-empty">No custom params yet.</p>;
  return (
    <ul className="pm-list" aria-label="Custom params">
      {items}
    </ul>
  );
}
