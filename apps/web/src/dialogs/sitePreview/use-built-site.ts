import { useEffect, useState } from 'react';
import type { EditorApi } from '../../editor/index.js';
import { useDerived } from '../../editor-react/use-derived.js';

export type BuiltSiteState =
  | { kind: 'building' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; html: string };

export interface PreviewPage {
  id: string;
  name: string;
}

const samePages = (a: readonly PreviewPage[], b: readonly PreviewPage[]) =>
  a.length === b.length && a.every((page, i) => page.id === b[i]?.id && page.name === b[i]?.name);

/** The project's exportPage nodes whose "Show in site previewer" flag is on (spec 2 §3, default on). */
export function useSitePreviewPages(): readonly PreviewPage[] {
  return useDerived((editor) => {
    const pages: PreviewPage[] = [];
    for (const node of editor.graph.nodes()) {
      if (node.definitionName !== 'exportPage') continue;
      if (editor.params.entry(node.id, 'showInSitePreviewer')?.value === false) continue;
      pages.push({ id: node.id, name: node.name });
    }
    return pages;
  }, samePages);
}

/**
 * Builds the shown target (the whole site, or one page) from the graph as it is when asked:
 * at first, when the target changes and on each `build` bump. The site builder loads with the
 * first build only.
 */
export function useBuiltSite(editor: EditorApi, pageNodeId: string | undefined, build: number) {
  const [state, setState] = useState<BuiltSiteState>({ kind: 'building' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `build` is the user's Rebuild, the trigger to read the graph again
  useEffect(() => {
    let current = true;
    setState({ kind: 'building' });
    (async () => {
      try {
        const { buildSitePreviewDocument } = await import('../../preview/site-preview-build.js');
        const html = await buildSitePreviewDocument({
          graph: editor.graph.toGraph(),
          registry: editor.library.registry,
          ...(pageNodeId ? { pageNodeId } : {}),
        });
        if (current) setState({ kind: 'ready', html });
      } catch (failure) {
        if (current) setState({ kind: 'error', message: (failure as Error).message });
      }
    })();
    return () => {
      current = false;
    };
  }, [editor, pageNodeId, build]);
  return state;
}
