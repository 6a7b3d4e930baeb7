import { useEffect, useState } from 'react';
import { useValue } from '../../../editor-react/index.js';
import { previewSiteInput } from '../../../preview/preview-input.js';
import type { PreviewTheme } from '../../../preview/site-document.js';

export type PreviewState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; html: string };

/**
 * The document of the node's site, rebuilt only when that node's outputs change (its cone
 * re-evaluated) or the start route or theme change: edits elsewhere keep the same outputs
 * reference and cost nothing here.
 */
export function usePreviewDocument(
  nodeId: string | undefined,
  startRoute: string,
  theme: PreviewTheme,
): PreviewState {
  const node = useValue((e) => (nodeId ? e.getNode(nodeId) : undefined));
  const outputs = useValue((e) => (nodeId ? e.nodeOutputs(nodeId) : undefined));
  const error = useValue((e) => (nodeId ? e.nodeStatus(nodeId).errors[0] : undefined));
  const [state, setState] = useState<PreviewState>({ kind: 'empty' });
  const definitionName = node?.definitionName;
  const name = node?.name ?? '';

  useEffect(() => {
    if (!nodeId || !definitionName) return setState({ kind: 'empty' });
    if (error) return setState({ kind: 'error', message: error });
    if (!outputs) return setState({ kind: 'loading' });
    let current = true;
    setState({ kind: 'loading' });
    (async () => {
      try {
        const input = previewSiteInput(definitionName, outputs, name);
        // the site builder (Tailwind's compiler and stylesheets) loads with the first preview only
        const { buildPreviewDocument } = await import('../../../preview/build-preview.js');
        const html = await buildPreviewDocument(input, { startRoute, theme });
        if (current) setState({ kind: 'ready', html });
      } catch (failure) {
        if (current) setState({ kind: 'error', message: (failure as Error).message });
      }
    })();
    return () => {
      current = false;
    };
  }, [nodeId, definitionName, name, outputs, error, startRoute, theme]);

  return state;
}
