import { useStore, ViewportPortal } from '@xyflow/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { usePreferences } from '../../state/preferences.js';
import { linkPath, type Rect } from './link-geometry.js';
import { referenceVisibility } from './reference-links.js';
import { ReferencesDerivation } from './references-derivation.js';
import './references.css';

/**
 * Expression and node references of the shown level drawn between the nodes (spec 1 §3
 * preferences showExpressionReferences and showNodeReferences: 'selected' by default), as dashed
 * arrows from the node read to the node reading it, labelled with what is read. Drawn in flow
 * coordinates under the viewport transform; it takes no pointer events.
 */
export function ReferencesLayer() {
  const editor = useEditor();
  const expressions = usePreferences((p) => referenceVisibility(p.showExpressionReferences));
  const nodeRefs = usePreferences((p) => referenceVisibility(p.showNodeReferences));
  const derivation = useMemo(() => new ReferencesDerivation(), []);
  const subscribe = useCallback((onChange: () => void) => editor.subscribe(onChange), [editor]);
  const links = useSyncExternalStore(subscribe, () => derivation.derive(editor, expressions, nodeRefs));
  // the nodes xyflow draws (none in the overview): where each one is and how big
  const flowNodes = useStore((s) => s.nodes);
  const rects = useMemo(() => {
    const map = new Map<string, Rect>();
    for (const n of flowNodes) {
      const width = n.measured?.width ?? n.width;
      const height = n.measured?.height ?? n.height;
      if (width !== undefined && height !== undefined) map.set(n.id, { ...n.position, width, height });
    }
    return map;
  }, [flowNodes]);
  if (links.length === 0 || rects.size === 0) return null;
  return (
    <ViewportPortal>
      <svg className="gc-references" aria-hidden="true">
        <defs>
          <marker
            id="gc-ref-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path className="gc-ref-arrow" d="M 0 0 L 10 5 L 0 10 z" />
          </marker>
        </defs>
        {links.map((link) => {
          const from = rects.get(link.from);
          const to = rects.get(link.to);
          if (!from || !to) return null;
          const { d, label } = linkPath(from, to);
          return (
            <g
              key={link.id}
              className={`gc-ref gc-ref--${link.kind}`}
              data-id={link.id}
              data-kind={link.kind}
            >
              <path d={d} markerEnd="url(#gc-ref-arrow)" />
              <text x={label.x} y={label.y}>
                {link.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ViewportPortal>
  );
}
