import type { GraphNode } from '@nodeloom/engine';
import { useValue } from '../../editor-react/index.js';
import { isPreviewable } from '../../preview/preview-input.js';
import { optionsKey, previewerOptions, previewerTarget } from '../../preview/previewer-params.js';
import { SitePreview } from '../../preview/SitePreview.js';

/** The previewer node on the canvas: the page or app its node path names, with its own params. */
export function PreviewerBody({ node }: { node: GraphNode }) {
  const target = useValue((e) => {
    const id = previewerTarget(e, node.id);
    return id && isPreviewable(e.nodes.get(id)?.definitionName) ? id : undefined;
  });
  const key = useValue((e) => optionsKey(previewerOptions(e, node.id)));
  const targetName = useValue((e) => (target ? e.nodes.get(target)?.name : undefined));
  return (
    <div className="gc-viewer-pane nowheel nodrag" data-id={`${node.id}-preview`}>
      <SitePreview
        nodeId={target}
        nodeName={targetName ?? ''}
        options={JSON.parse(key)}
        emptyText="Set the node path to an exportPage or appEntry node"
      />
    </div>
  );
}
