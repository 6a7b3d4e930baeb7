import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { useValue } from '../../editor-react/index.js';
import { sameItems, useDerived } from '../../editor-react/use-derived.js';
import { formatValue } from '../model/format-value.js';
import { stickyImageTransform } from '../model/sticky-image.js';
import { PreviewerBody } from './PreviewerBody.js';
import { useInputValue } from './use-node.js';

const MAX_SHOWN = 4000;

/** The body of a viewer node (utility/viewer): what it shows of the value wired into it. */
export function ViewerBody({
  node,
  definition,
}: {
  node: GraphNode;
  definition: NodeDefinition | undefined;
}) {
  switch (node.definitionName) {
    case 'stickyImage':
      return <StickyImageBody node={node} definition={definition} />;
    case 'previewer':
      return <PreviewerBody node={node} />;
    case 'warningDisplay':
      return <WarningList />;
    case 'diffViewer':
      return (
        <div className="gc-viewer-split">
          <InputPane nodeId={node.id} input="before" title="Before" />
          <InputPane nodeId={node.id} input="after" title="After" />
        </div>
      );
  }
  const first = definition?.inputs[0];
  if (!first) return <p className="gc-viewer-empty">{paramSummary(node)}</p>;
  return <InputPane nodeId={node.id} input={first.identifier} />;
}

function InputPane({ nodeId, input, title }: { nodeId: string; input: string; title?: string }) {
  const value = useInputValue(nodeId, input);
  const wired = useValue((e) =>
    e.levelConnections().some((c) => c.targetNode === nodeId && c.targetInputIdentifier === input),
  );
  return (
    <div className="gc-viewer-pane nowheel">
      {title ? <div className="gc-viewer-title">{title}</div> : null}
      {wired ? (
        <pre className="gc-viewer-value">{pretty(value)}</pre>
      ) : (
        <p className="gc-viewer-empty">Wire a value into {input} to see it here</p>
      )}
    </div>
  );
}

/** Whole values, pretty-printed and cut at a few thousand characters (the node body is a glance, not a dump). */
function pretty(value: unknown): string {
  if (typeof value === 'string') return value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}…` : value;
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? formatValue(value);
  } catch {
    text = formatValue(value, MAX_SHOWN);
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

function StickyImageBody({ node, definition }: { node: GraphNode; definition: NodeDefinition | undefined }) {
  const url = String(node.params.image?.value ?? '');
  const fit = String(node.params.fit?.value ?? 'cover') as 'cover';
  if (!url) return <p className="gc-viewer-empty">Set an image URL in the parameters</p>;
  return (
    <div className="gc-sticky-image-frame">
      <img
        className="gc-sticky-image"
        src={url}
        alt={node.name}
        style={{ objectFit: fit, transform: stickyImageTransform(node, definition) }}
        draggable={false}
      />
    </div>
  );
}

/** Every message of the nodes on this level, as `name: message`. */
function WarningList() {
  const lines = useDerived((e) => {
    const out: string[] = [];
    for (const id of e.levelNodeIds()) {
      const status = e.nodeStatus(id);
      if (status.errors.length === 0 && status.warnings.length === 0) continue;
      const name = e.getNode(id)?.name ?? id;
      for (const m of status.errors) out.push(`${name}: ${m}`);
      for (const m of status.warnings) out.push(`${name}: ${m}`);
    }
    return out;
  }, sameItems);
  if (lines.length === 0) return <p className="gc-viewer-empty">No warnings on this level</p>;
  return (
    <ul className="gc-warning-list nowheel">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same message can appear twice
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

function paramSummary(node: GraphNode): string {
  const entries = Object.values(node.params)
    .filter((p) => p.value !== '' && p.value !== undefined)
    .slice(0, 3)
    .map((p) => `${p.name}: ${formatValue(p.value, 40)}`);
  return entries.length ? entries.join(' · ') : 'Nothing to show yet';
}
