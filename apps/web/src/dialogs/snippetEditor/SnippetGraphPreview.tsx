import { useMemo } from 'react';
import { type PreviewNode, snippetPreview } from '../../editor/index.js';
import type { LibraryGraph } from '../../services/snippets.js';

/** The drawing's box in SVG units (it scales to the dialog's width). */
const WIDTH = 820;
const HEIGHT = 150;
/** Roughly the width of one character of the 12 px label, to cut long names short. */
const CHAR_WIDTH = 7;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A name cut to fit a box `width` wide, or nothing when the box is too small for a label. */
function label(name: string, width: number): string {
  const room = Math.floor((width - 14) / CHAR_WIDTH);
  if (room < 3) return '';
  return name.length <= room ? name : `${name.slice(0, room - 1)}…`;
}

/** A wire from the right middle of one box to the left middle of another, as the canvas draws them. */
function wirePath(from: PreviewNode, to: PreviewNode): string {
  const x1 = from.x + from.width;
  const y1 = from.y + from.height / 2;
  const x2 = to.x;
  const y2 = to.y + to.height / 2;
  const bend = Math.max(24, Math.abs(x2 - x1) / 2);
  return `M${x1},${y1} C${x1 + bend},${y1} ${x2 - bend},${y2} ${x2},${y2}`;
}

/**
 * A read-only view of a snippet's graph without a canvas: a small static drawing of its outer nodes
 * and the wires between them, then every outer node with its definition and every wire by name.
 */
export function SnippetGraphPreview({ graph }: { graph: LibraryGraph }) {
  const preview = useMemo(() => snippetPreview(graph, WIDTH, HEIGHT), [graph]);
  const byId = new Map(preview.nodes.map((node) => [node.id, node]));
  const ends = (graph.connections as unknown as { id: string; sourceNode: string; targetNode: string }[])
    .map((wire) => ({ id: wire.id, from: byId.get(wire.sourceNode), to: byId.get(wire.targetNode) }))
    .filter((wire): wire is { id: string; from: PreviewNode; to: PreviewNode } => !!wire.from && !!wire.to);
  return (
    <section className="snippet-graph" aria-label="Graph">
      <div className="snippet-graph-head">
        <h3>Graph</h3>
        <span className="muted" data-testid="snippet-counts">
          {plural(preview.nodeCount, 'node')} · {plural(preview.wireCount, 'wire')}
        </span>
      </div>
      {preview.nodeCount === 0 ? (
        <p className="muted snippet-graph-empty">This snippet holds no nodes.</p>
      ) : (
        <>
          <svg
            className="snippet-drawing"
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-label={`Drawing of ${plural(preview.nodes.length, 'node')} and the wires between them`}
          >
            {ends.map((wire) => (
              <path key={wire.id} className="snippet-drawing-wire" d={wirePath(wire.from, wire.to)} />
            ))}
            {preview.nodes.map((node) => (
              <g key={node.id}>
                <title>{`${node.name} (${node.definitionName})`}</title>
                <rect
                  className="snippet-drawing-node"
                  x={node.x}
                  y={node.y}
                  width={Math.max(node.width, 4)}
                  height={Math.max(node.height, 4)}
                  rx={Math.min(6, node.height / 4)}
                />
                <text x={node.x + 7} y={node.y + node.height / 2} dominantBaseline="central">
                  {label(node.name, node.width)}
                </text>
              </g>
            ))}
          </svg>
          <div className="snippet-graph-lists">
            <div>
              <h4>Nodes</h4>
              <ul className="snippet-graph-list" aria-label="Nodes">
                {preview.nodes.map((node) => (
                  <li
                    key={node.id}
                    aria-label={node.name}
                    title={`${node.name} (${node.definitionName})${node.inner > 0 ? `, ${plural(node.inner, 'node')} inside` : ''}`}
                  >
                    <span className="snippet-graph-name">{node.name}</span>
                    <code>{node.definitionName}</code>
                    {node.inner > 0 ? (
                      <span className="muted">{plural(node.inner, 'node')} inside</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h4>Wires</h4>
              {preview.wires.length === 0 ? (
                <p className="muted">No wires</p>
              ) : (
                <ul className="snippet-graph-list" aria-label="Wires">
                  {preview.wires.map((wire) => (
                    <li
                      key={wire.id}
                      aria-label={`${wire.from}.${wire.output} to ${wire.to}.${wire.input}`}
                      title={`${wire.from}.${wire.output} → ${wire.to}.${wire.input}`}
                    >
                      <span>
                        {wire.from}
                        <span className="muted">.{wire.output}</span>
                      </span>
                      <span className="muted">→</span>
                      <span>
                        {wire.to}
                        <span className="muted">.{wire.input}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
