import { useEffect, useState } from 'react';
import type { EditorApi } from '../../../editor/index.js';
import { useValue } from '../../../editor-react/index.js';
import { isPreviewable } from '../../../preview/preview-input.js';
import { optionsKey, previewerOptions, previewerTarget } from '../../../preview/previewer-params.js';
import { DEFAULT_PREVIEW_OPTIONS, type PreviewOptions, SitePreview } from '../../../preview/SitePreview.js';
import type { PanelProps } from '../../panel-descriptor.js';

const DEFAULT_KEY = optionsKey(DEFAULT_PREVIEW_OPTIONS);

/**
 * Shows what the selected exportPage or appEntry node produces — or, for a selected previewer
 * node, the node its path names with its params. It keeps showing the last one while the
 * selection moves to other nodes, and starts with the level's appEntry if there is one.
 */
export default function ComponentPreviewerPanel(_props: PanelProps) {
  // every read is a string or undefined, so unrelated edits re-render nothing
  const picked = useValue((e) => {
    for (const id of e.selection.ids()) {
      const node = e.nodes.get(id);
      if (isPreviewable(node?.definitionName)) return `${id}|${DEFAULT_KEY}`;
      if (node?.definitionName === 'previewer') {
        const target = previewerTarget(e, id);
        if (target && isPreviewable(e.nodes.get(target)?.definitionName)) {
          return `${target}|${optionsKey(previewerOptions(e, id))}`;
        }
      }
    }
    return undefined;
  });
  const levelEntry = useValue((e) => appEntryOf(e, e.view.levelNodeIds()));
  const [shown, setShown] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (picked) setShown(picked);
  }, [picked]);
  const current = shown ?? (levelEntry ? `${levelEntry}|${DEFAULT_KEY}` : undefined);
  const separator = current?.indexOf('|') ?? -1;
  const nodeId = current && separator > 0 ? current.slice(0, separator) : undefined;
  const options: PreviewOptions = current
    ? JSON.parse(current.slice(separator + 1))
    : DEFAULT_PREVIEW_OPTIONS;
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const target = node && isPreviewable(node.definitionName) ? node : undefined;

  return (
    <section className="cp-panel" aria-label="Component previewer">
      {/* what is previewed; with nothing yet the panel's title says it all and the stage says why */}
      {target ? (
        <div className="cp-toolbar">
          <strong>{target.name}</strong>
          <span>{target.definitionName}</span>
          <span>route {options.startRoute}</span>
        </div>
      ) : null}
      <SitePreview nodeId={target?.id} nodeName={target?.name ?? ''} options={options} />
    </section>
  );
}

/** The level's appEntry node, looked for once per ids array (a node's definition never changes). */
const appEntries = new WeakMap<readonly string[], string | undefined>();
function appEntryOf(editor: EditorApi, ids: readonly string[]): string | undefined {
  if (appEntries.has(ids)) return appEntries.get(ids);
  const found = ids.find((id) => editor.nodes.get(id)?.definitionName === 'appEntry');
  appEntries.set(ids, found);
  return found;
}
