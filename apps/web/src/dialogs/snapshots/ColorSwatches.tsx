import { NODE_COLORS } from '../../graph-editor/menus/menu-target.js';

/** A row of colour swatches (radio buttons), the snapshot's colour; none is a choice too. */
export function ColorSwatches({
  value,
  onChange,
}: {
  value: string | null;
  onChange(color: string | null): void;
}) {
  return (
    <div className="snap-swatches" role="radiogroup" aria-label="Colour">
      <button
        type="button"
        role="radio"
        aria-checked={value === null}
        aria-label="No colour"
        className="snap-swatch snap-swatch-none"
        onClick={() => onChange(null)}
      />
      {NODE_COLORS.map((color) => (
        <button
          key={color.value}
          type="button"
          role="radio"
          aria-checked={value === color.value}
          aria-label={color.name}
          title={color.name}
          className="snap-swatch"
          style={{ background: color.value }}
          onClick={() => onChange(color.value)}
        />
      ))}
    </div>
  );
}
