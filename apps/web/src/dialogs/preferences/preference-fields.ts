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

const REFERENCE_OPTIONS = [
  { value: 'selected', label: 'For the selected nodes' },
  { value: 'all', label: 'For every node' },
  { value: 'none', label: 'Never' },
] as const;

export const PREFERENCE_GROUPS: readonly { title: string; fields: readonly PreferenceField[] }[] = [
  {
    title: 'Appearance',
    fields: [
      {
        key: 'theme',
        label: 'Theme',
        kind: 'choice',
        options: [
          { value: 'dark', label: 'Dark' },
          { value: 'light', label: 'Light' },
        ],
      },
      {
        key: 'nodeShape',
        label: 'Node shape',
        kind: 'choice',
        options: [
          { value: 'plate', label: 'Plate' },
          { value: 'isometric', label: 'Isometric' },
        ],
      },
      {
        key: 'connectionLineType',
        label: 'Wires',
        kind: 'choice',
        options: [
          { value: 'rounded', label: 'Rounded steps' },
          { value: 'bezier', label: 'Curves' },
          { value: 'step', label: 'Square steps' },
          { value: 'straight', label: 'Straight' },
        ],
      },
      {
        key: 'maxNameTagZoom',
        label: 'Name tags up to zoom',
        kind: 'number',
        min: 0,
        max: 100,
        step: 0.25,
        integer: false,
        hint: 'Zoomed out, nodes carry their names in tags up to this zoom; 0 turns them off',
      },
    ],
  },
  {
    title: 'Grid',
    fields: [
      { key: 'gridEnabled', label: 'Show the grid', kind: 'toggle' },
      {
        key: 'gridType',
        label: 'Grid type',
        kind: 'choice',
        options: [
          { value: 'grid', label: 'Lines' },
          { value: 'dots', label: 'Dots' },
          { value: 'cross', label: 'Crosses' },
        ],
      },
      {
        key: 'gridSize',
        label: 'Grid size',
        kind: 'number',
        min: 1,
        max: 1000,
        step: 1,
        integer: true,
        hint: 'In canvas units',
      },
    ],
  },
  {
    title: 'References on the canvas',
    fields: [
      {
        key: 'showExpressionReferences',
        label: 'Expression references',
        kind: 'choice',
        options: REFERENCE_OPTIONS,
      },
      { key: 'showNodeReferences', label: 'Node references', kind: 'choice', options: REFERENCE_OPTIONS },
    ],
  },
  {
    title: 'Input',
    fields: [
      {
        key: 'inputDeviceType',
        label: 'Input device',
        kind: 'choice',
        options: [
          { value: 'auto', label: 'Detect' },
          { value: 'mouse', label: 'Mouse' },
          { value: 'trackpad', label: 'Trackpad' },
        ],
      },
      { key: 'naturalScrolling', label: 'Natural scrolling', kind: 'toggle' },
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
