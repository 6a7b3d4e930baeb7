import { useEffect, useState } from 'react';
import type { EditorApi } from '../editor/index.js';
import { useValue } from '../editor-react/index.js';
import { sameItems, useDerived } from '../editor-react/use-derived.js';
import { previewSiteInput } from './preview-input.js';
import type { PreviewTheme } from './preview-theme.js';

/**
 * The `configs` outputs of the exportPageConfigs nodes beside the previewed node (its level): the
 * project's CSS, script URLs and Tailwind config, as a deploy merges them. The same array while
 * those outputs keep their references.
 */
function levelConfigs(editor: EditorApi, nodeId: string | undefined): unknown[] {
  const node = nodeId ? editor.nodes.get(nodeId) : undefined;
  if (!node) return [];
  const configs: unknown[] = [];
  for (const id of editor.graph.childrenOf(node.parentId)) {
    if (editor.nodes.get(id)?.definitionName !== 'exportPageConfigs') continue;
    const output = editor.evaluation.outputs(id)?.configs;
    if (output !== undefined) configs.push(output);
  }
  return configs;
}

export const HIDDEN_PAGE_TEXT = 'Its "Show in component previewer" flag is off.';

/** An exportPage whose showInComponentPreviewer flag (default on) is off is not shown here. */
function hiddenFromComponentPreviewer(definitionName: string, outputs: Readonly<Record<string, unknown>>) {
  const page = outputs.page as { showInComponentPreviewer?: boolean } | undefined;
  return definitionName === 'exportPage' && page?.showInComponentPreviewer === false;
}

export type PreviewState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  /** `updating`: a newer document is being built; the last one stays shown meanwhile */
  | { kind: 'ready'; html: string; nodeId: string; updating: boolean };

/**
 * The document of the node's site, rebuilt only when that node's outputs or its level's page
 * configs change (their cones re-evaluated) or the start route or theme change: edits elsewhere
 * keep the same output references and cost nothing here.
 */
export function usePreviewDocument(
  nodeId: string | undefined,
  startRoute: string,
  theme: PreviewTheme,
): PreviewState {
  const node = useValue((e) => (nodeId ? e.nodes.get(nodeId) : undefined));
  const outputs = useValue((e) => (nodeId ? e.evaluation.outputs(nodeId) : undefined));
  const error = useValue((e) => (nodeId ? e.evaluation.status(nodeId).errors[0] : undefined));
  const configs = useDerived((e) => levelConfigs(e, nodeId), sameItems);
  const [state, setState] = useState<PreviewState>({ kind: 'empty' });
  const definitionName = node?.definitionName;
  const name = node?.name ?? '';

  useEffect(() => {
    if (!nodeId || !definitionName) return setState({ kind: 'empty' });
    if (error) return setState({ kind: 'error', message: error });
    // the last page of the same node stays up while the next one builds (no flash per edit)
    const building = (before: PreviewState): PreviewState =>
      before.kind === 'ready' && before.nodeId === nodeId
        ? { ...before, updating: true }
        : { kind: 'loading' };
    if (!outputs) return setState(building);
    if (hiddenFromComponentPreviewer(definitionName, outputs)) {
      return setState({ kind: 'error', message: HIDDEN_PAGE_TEXT });
    }
    let current = true;
    setState(building);
    (async () => {
      try {
        const input = { ...previewSiteInput(definitionName, outputs, name), configs: configs as never };
        // the site builder (Tailwind's compiler and stylesheets) loads with the first preview only
        const { buildPreviewDocument } = await import('./build-preview.js');
        const html = await buildPreviewDocument(input, { startRoute, theme });
        if (current) setState({ kind: 'ready', html, nodeId, updating: false });
      } catch (failure) {
        if (current) setState({ kind: 'error', message: (failure as Error).message });
      }
    })();
    return () => {
      current = false;
    };
  }, [nodeId, definitionName, name, outputs, configs, error, startRoute, theme]);

  return state;
}
