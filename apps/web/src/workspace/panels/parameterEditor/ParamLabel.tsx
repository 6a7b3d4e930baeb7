import { type PointerEvent, useRef } from 'react';
import { Tip } from '../../../ui/Tip.js';
import { clampToRange, type ParamRow } from './param-model.js';
import { useParamWriter } from './param-writer.js';
import { numberStep, tidy } from './widgets/NumberWidget.js';

/** pixels of pointer travel per step of a scrub */
const PIXELS_PER_STEP = 4;

interface Props {
  row: ParamRow;
  inputId: string;
  labelId: string;
  /** int / float rows in literal mode scrub from their label */
  scrubbable: boolean;
}

/**
 * A row's label: the param label, a required marker and the description as a tooltip. On a
 * number row a horizontal pointer drag scrubs the value through one gesture (one undo step);
 * Escape during the drag puts the value back. A click without a drag focuses the field.
 */
export function ParamLabel({ row, inputId, labelId, scrubbable }: Props) {
  const writer = useParamWriter();
  const drag = useRef<{ startX: number; start: number; moved: boolean } | undefined>(undefined);

  const onPointerDown = (e: PointerEvent<HTMLLabelElement>) => {
    if (!scrubbable || e.button !== 0) return;
    e.preventDefault();
    const start = typeof row.value === 'number' ? row.value : Number(row.value) || 0;
    const gesture = writer.scrub(row.name);
    const target = e.currentTarget;
    target.setPointerCapture(e.pointerId);
    const onKey = (k: KeyboardEvent) => {
      if (k.key !== 'Escape') return;
      k.preventDefault();
      k.stopPropagation();
      gesture.cancel();
      finish(false);
    };
    const finish = (commit: boolean) => {
      const state = drag.current;
      drag.current = undefined;
      window.removeEventListener('keydown', onKey, true);
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
      target.removeEventListener('pointercancel', onCancel);
      if (commit) gesture.end();
      if (commit && state && !state.moved) document.getElementById(inputId)?.focus();
    };
    const onMove = (m: globalThis.PointerEvent) => {
      const state = drag.current;
      if (!state) return;
      const steps = Math.round((m.clientX - state.startX) / PIXELS_PER_STEP);
      if (steps === 0 && !state.moved) return;
      state.moved = true;
      const step = numberStep(row.widget) * (m.shiftKey ? 10 : 1);
      gesture.update(clampToRange(tidy(state.start + steps * step), row));
    };
    const onUp = () => finish(true);
    const onCancel = () => {
      gesture.cancel();
      finish(false);
    };
    drag.current = { startX: e.clientX, start, moved: false };
    window.addEventListener('keydown', onKey, true);
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
    target.addEventListener('pointercancel', onCancel);
  };

  const label = (
    <label
      id={labelId}
      htmlFor={inputId}
      className="pe-label"
      data-scrub={scrubbable || undefined}
      onPointerDown={scrubbable && !writer.readOnly ? onPointerDown : undefined}
    >
      <span className="pe-label-text">{row.label}</span>
      {row.required ? (
        <span className="pe-required" aria-hidden="true" title="Required">
          *
        </span>
      ) : null}
    </label>
  );
  return row.description ? <Tip label={row.description}>{label}</Tip> : label;
}
