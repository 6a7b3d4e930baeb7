import { useValue } from '../../editor-react/index.js';
import { linkPath, type Rect } from './link-geometry.js';
import type { ReferenceLink } from './reference-links.js';
import './references.css';

/**
 * The references as dashed arrows from the node read to the node reading it, labelled with what is
 * read, in flow coordinates: the canvas puts the SVG under its view transform. Links whose ends
 * have no box (not drawn) are left out. It takes no pointer events. Each line is named as it reads
 * ("plus6 reads $a from plus1"), so what is seen can be heard and found. Renderer-free.
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
    <svg className="gc-references" role="group" aria-label="References">
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
        return <ReferenceLine key={link.id} link={link} from={from} to={to} />;
      })}
    </svg>
  );
}

function ReferenceLine({ link, from, to }: { link: ReferenceLink; from: Rect; to: Rect }) {
  const reader = useValue((e) => e.nodes.get(link.to)?.name ?? '');
  const read = useValue((e) => e.nodes.get(link.from)?.name ?? '');
  const { d, label } = linkPath(from, to);
  return (
    <g
      className={`gc-ref gc-ref--${link.kind}`}
      data-id={link.id}
      data-kind={link.kind}
      role="img"
      aria-label={`${reader} reads ${link.label} from ${read}`}
    >
      <path d={d} markerEnd="url(#gc-ref-arrow)" />
      <text x={label.x} y={label.y} aria-hidden="true">
        {link.label}
      </text>
    </g>
  );
}
