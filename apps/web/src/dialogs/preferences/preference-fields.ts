// The editor of spec 1 §3's default set: one field per key, with the values the app draws.
import type { DEFAULT_PREFERENCES } from '@nodeloom/api';

type Key = keyof typeof DEFAULT_PREFERENCES;

export type PreferenceField =
  | {
      key: Key;
      label: string;
      kind: 'choice';
      options: readonly { value: string; label: string }[];
      hint?: string;
    }
  | { key: Key; label: string; kind: 'toggle'; hint?: string }
  | {
      key: Key;
      label: string;
      kind: 'number';
      min: number;
      max: number;
      step: number;
      integer: boolean;
      hint?: string;
    };

type Options = readonly { value: string; label: string }[];
type NumberRange = { min: number; max: number; step: number; integer: boolean };

/** `[value, label]` pairs as a choice's options. */
const options = (...pairs: readonly (readonly [string, string])[]): Options =>
  pairs.map(([value, label]) => ({ value, label }));
const choice = (key: Key, label: string, choices: Options): PreferenceField => ({
  key,
  label,
  kind: 'choice',
  options: choices,
});
const toggle = (key: Key, label: string): PreferenceField => ({ key, label, kind: 'toggle' });
const number = (key: Key, label: string, range: NumberRange, hint?: string): PreferenceField => ({
  key,
  label,
  kind: 'number',
  ...range,
  ...(hint ? { hint } : {}),
});

const REFERENCE_OPTIONS = options(
  ['selected', 'For the selected nodes'],
  ['all', 'For every node'],
  ['none', 'Never'],
);

export const PREFERENCE_GROUPS: readonly { title: string; fields: readonly PreferenceField[] }[] = [
  {
    title: 'Appearance',
    fields: [
      choice('theme', 'Theme', options(['dark', 'Dark'], ['light', 'Light'])),
      choice('nodeShape', 'Node shape', options(['plate', 'Plate'], ['isometric', 'Isometric'])),
      choice(
        'connectionLineType',
        'Wires',
        options(
          ['rounded', 'Rounded steps'],
          ['bezier', 'Curves'],
          ['step', 'Square steps'],
          ['straight', 'Straight'],
        ),
      ),
      number(
        'maxNameTagZoom',
        'Name tags up to zoom',
        { min: 0, max: 100, step: 0.25, integer: false },
        'Zoomed out, nodes carry their names in tags up to this zoom; 0 turns them off',
      ),
    ],
  },
  {
    title: 'Grid',
    fields: [
      toggle('gridEnabled', 'Show the grid'),
      choice('gridType', 'Grid type', options(['grid', 'Lines'], ['dots', 'Dots'], ['cross', 'Crosses'])),
      number('gridSize', 'Grid size', { min: 1, max: 1000, step: 1, integer: true }, 'In canvas units'),
    ],
  },
  {
    title: 'References on the canvas',
    fields: [
      choice('showExpressionReferences', 'Expression references', REFERENCE_OPTIONS),
      choice('showNodeReferences', 'Node references', REFERENCE_OPTIONS),
    ],
  },
  {
    title: 'Input',
    fields: [
      choice(
        'inputDeviceType',
        'Input device',
        options(['auto', 'Detect'], ['mouse', 'Mouse'], ['trackpad', 'Trackpad']),
      ),
      toggle('naturalScrolling', 'Natural scrolling'),
    ],
  },
];

/** A typed number for a number field, or why it cannot be one. */
export function parsePreferenceNumber(
  field: Extract<PreferenceField, { kind: 'number' }>,
  text: string,
): { value: number } | { error: string } {
  const value = Number(text.trim());
  const range = `from ${field.min} to ${field.max}`;
  if (text.trim() === '' || !Number.isFinite(value))
    return { error: `${field.label} must be a number ${range}` };
  if (field.integer && !Number.isInteger(value))
    return { error: `${field.label} must be a whole number ${range}` };
  if (value < field.min || value > field.max) return { error: `${field.label} must be ${range}` };
  return { value };
}
