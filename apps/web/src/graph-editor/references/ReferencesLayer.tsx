import { type ReactFlowState, useStore, ViewportPortal } from '@xyflow/react';
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
  // where the linked nodes are and how big, as xyflow holds them (none in the overview); a string
  // key so the layer renders again only when one of them moves or resizes
  const ends = useMemo(() => [...new Set(links.flatMap((l) => [l.from, l.to]))], [links]);
  const geometry = useStore(
    useCallback(
      (s: ReactFlowState) => {
        let key = '';
        for (const id of ends) {
          const n = s.nodeLookup.get(id);
          const width = n?.measured.width ?? n?.width;
          const height = n?.measured.height ?? n?.height;
          if (!n || width === undefined || height === undefined) continue;
          const { x, y } = n.internals.positionAbsolute;
          key += `${id} ${x} ${y} ${width} ${height}\n`;
        }
        return key;
      },
      [ends],
    ),
  );
  const rects = useMemo(() => {
    const map = new Map<string, Rect>();
    for (const line of geometry.split('\n')) {
      const [id, x, y, width, height] = line.split(' ');
      if (id) map.set(id, { x: Number(x), y: Number(y), width: Number(width), height: Number(height) });
    }
    return map;
  }, [geometry]);
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
