import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { ReactNode } from 'react';
import { LazyCodeView } from '../../code-view/LazyCodeView.js';
import { useValue } from '../../editor-react/index.js';
import { sameItems, useDerived } from '../../editor-react/use-derived.js';
import { formatValue } from '../model/format-value.js';
import { stickyImageTransform } from '../model/sticky-image.js';
import { valueText } from '../model/value-text.js';
import { DiffBody } from './DiffBody.js';
import { IframeBody } from './IframeBody.js';
import { PluginBody } from './PluginBody.js';
import { PreviewerBody } from './PreviewerBody.js';
import { useInputValue } from './use-node.js';

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
      return <DiffBody node={node} definition={definition} />;
    case 'iframe':
      return <IframeBody node={node} definition={definition} />;
    case 'plugin':
      return <PluginBody node={node} />;
    case 'inspector': {
      const language = String(node.params.language?.value ?? 'plaintext');
      return (
        <InputPane nodeId={node.id} input="data">
          {(text) => <LazyCodeView text={text} language={language} label={`${node.name} value`} />}
        </InputPane>
      );
    }
  }
  const first = definition?.inputs[0];
  if (!first) return <p className="gc-viewer-empty">{paramSummary(node)}</p>;
  return <InputPane nodeId={node.id} input={first.identifier} />;
}

/** The value wired into one input, as text: plain, or drawn by `children` (the inspector highlights it). */
function InputPane({
  nodeId,
  input,
  children,
}: {
  nodeId: string;
  input: string;
  children?: (text: string) => ReactNode;
}) {
  const value = useInputValue(nodeId, input);
  const wired = useValue((e) =>
    e.view.levelConnections().some((c) => c.targetNode === nodeId && c.targetInputIdentifier === input),
  );
  return (
    <div className="gc-viewer-pane nowheel">
      {wired ? (
        children ? (
          children(valueText(value))
        ) : (
          <pre className="gc-viewer-value">{valueText(value)}</pre>
        )
      ) : (
        <p className="gc-viewer-empty">Wire a value into {input} to see it here</p>
      )}
    </div>
  );
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
    for (const id of e.view.levelNodeIds()) {
      const status = e.evaluation.status(id);
      if (status.errors.length === 0 && status.warnings.length === 0) continue;
      const name = e.nodes.get(id)?.name ?? id;
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
