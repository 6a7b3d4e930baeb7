/**
 * The mark of a node whose parameters are pinned in the Parameters panel: an image named
 * "Parameters pinned". The xyflow node view shows it as its purple dot; the GPU canvas draws the
 * dot and keeps this, visually hidden, in the node's accessible element.
 */
export function ParamPin({ className }: { className: string }) {
  return <span className={className} role="img" aria-label="Parameters pinned" title="Parameters pinned" />;
}
