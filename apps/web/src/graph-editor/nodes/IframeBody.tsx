import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { paramValueInRange } from '@nodeloom/nodes';
import { SiteFrame } from '../../preview/SiteFrame.js';
import { embedDocument } from '../model/embed-document.js';

/**
 * The iframe node (spec 2 §3): its embed code as a page in a sandboxed frame on the preview origin
 * (never the app's; its embedded player or map gets an origin of its own), inset by contentPadding pixels. The display toggles act on the
 * node (displayToggleClasses); a new embed code gets a new frame.
 */
export function IframeBody({
  node,
  definition,
}: {
  node: GraphNode;
  definition: NodeDefinition | undefined;
}) {
  const embedCode = String(node.params.embedCode?.value ?? '');
  const raw = node.params.contentPadding?.value;
  const padding = Number((definition ? paramValueInRange(definition, 'contentPadding', raw) : raw) ?? 0);
  if (!embedCode.trim()) return <p className="gc-viewer-empty">Paste an embed code in the parameters</p>;
  return (
    <div className="gc-embed nowheel nodrag" style={{ padding }} data-id={`${node.id}-embed`}>
      <SiteFrame html={embedDocument(embedCode)} title={node.name} />
    </div>
  );
}
