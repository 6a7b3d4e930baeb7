import { linkPath, type Rect } from './link-geometry.js';
import type { ReferenceLink } from './reference-links.js';
import './references.css';

/**
 * The references as dashed arrows from the node read to the node reading it, labelled with what is
 * read, in flow coordinates: the canvas puts the SVG under its view transform. Links whose ends
 * have no box (not drawn) are left out. It takes no pointer events. Renderer-free.
 */
export function ReferenceLines({
  links,
  rects,
}: {
  links: readonly ReferenceLink[];
  rects: ReadonlyMap<string, Rect>;
}) {
  if (links.length === 0 || rects.size === 0) return null;
  return (
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
          <g key={link.id} className={`gc-ref gc-ref--${link.kind}`} data-id={link.id} data-kind={link.kind}>
            <path d={d} markerEnd="url(#gc-ref-arrow)" />
            <text x={label.x} y={label.y}>
              {link.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
