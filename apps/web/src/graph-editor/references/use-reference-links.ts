import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { usePreferences } from '../../state/preferences.js';
import { type ReferenceLink, referenceVisibility } from './reference-links.js';
import { ReferencesDerivation } from './references-derivation.js';

/**
 * The references of the shown level to draw, by the preferences showExpressionReferences and
 * showNodeReferences: the same array until the level's nodes, the selection or the preferences
 * change. Renderer-free: each canvas places the lines at its own node boxes.
 */
export function useReferenceLinks(): ReferenceLink[] {
  const editor = useEditor();
  const expressions = usePreferences((p) => referenceVisibility(p.showExpressionReferences));
  const nodeRefs = usePreferences((p) => referenceVisibility(p.showNodeReferences));
  const derivation = useMemo(() => new ReferencesDerivation(), []);
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  return useSyncExternalStore(subscribe, () => derivation.derive(editor, expressions, nodeRefs));
}

/** The ids of the nodes the links join, each once. */
export function useLinkEnds(links: readonly ReferenceLink[]): string[] {
  return useMemo(() => [...new Set(links.flatMap((l) => [l.from, l.to]))], [links]);
}
