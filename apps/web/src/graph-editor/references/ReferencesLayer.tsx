import { type ReactFlowState, useStore, ViewportPortal } from '@xyflow/react';
import { useCallback, useMemo } from 'react';
import type { Rect } from './link-geometry.js';
import { ReferenceLines } from './ReferenceLines.js';
import { useLinkEnds, useReferenceLinks } from './use-reference-links.js';

/**
 * Expression and node references of the shown level drawn between the nodes (spec 1 §3
 * preferences showExpressionReferences and showNodeReferences: 'selected' by default) on the
 * xyflow canvas: the lines (ReferenceLines) at the node boxes xyflow holds, in its viewport.
 */
export function ReferencesLayer() {
  const links = useReferenceLinks();
  // where the linked nodes are and how big, as xyflow holds them (none in the overview); a string
  // key so the layer renders again only when one of them moves or resizes
  const ends = useLinkEnds(links);
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
      <ReferenceLines links={links} rects={rects} />
    </ViewportPortal>
  );
}
