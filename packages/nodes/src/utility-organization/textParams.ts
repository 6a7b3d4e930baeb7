import type { ParamDefinition } from '@nodeloom/engine';
import {
  DEFAULT_FONT,
  FONT_FAMILIES_120,
  FONT_WEIGHT_MAX,
  FONT_WEIGHT_MIN,
} from '../shared/css-options/index.js';
import { param } from '../shared/node-builder.js';

// FONT_FAMILIES_120 by its own name: FONT_LISTS would bring every list's 30 KiB of names into the
// chunk an open canvas loads first (the editor's own categories, @nodeloom/nodes/lazy)

/** Spec 2 §9: sticky font size 18, weight 400, font Inter. */
export const DEFAULT_FONT_SIZE = 18;
export const DEFAULT_FONT_WEIGHT = 400;
export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;

/** The text and font params sticky notes and trays share (spec 2 §3). */
export function textParams(): ParamDefinition[] {
  return [
    param.multiline('text', 'Text', ''),
    param.color('fontColor', 'Font colour', '#000'),
    param.buttons('alignment', 'Alignment', TEXT_ALIGNMENTS, 'left'),
    param.menu('font', 'Font', FONT_FAMILIES_120, DEFAULT_FONT),
    param.string('customFontFamily', 'Custom font family', '', {
      description: 'Overrides the font when set',
    }),
    param.toggle('italic', 'Italic', false),
    param.int('fontSize', 'Font size', DEFAULT_FONT_SIZE, { min: 1 }),
    param.int('fontWeight', 'Font weight', DEFAULT_FONT_WEIGHT, {
      min: FONT_WEIGHT_MIN,
      max: FONT_WEIGHT_MAX,
    }),
    param.toggle('showTitleBar', 'Show title bar', false),
    param.toggle('showBackground', 'Show background', true),
    param.toggle('showBorder', 'Show border', true),
  ];
}
