import { ALL_FONT_FAMILIES, FONT_FAMILIES_120, FONT_FAMILIES_600 } from './font-lists.data.js';

/**
 * Spec 1 §9 font lists: every Google font family for Latin text (~1700), and lists of 600 and of
 * 120 families excluding East Asian and emoji ones. Data generated from google-font-metadata.
 */
export const FONT_LISTS = {
  all: ALL_FONT_FAMILIES,
  popular600: FONT_FAMILIES_600,
  popular120: FONT_FAMILIES_120,
} as const;

/** The sticky-note and tray default font (spec 2 §9). */
export const DEFAULT_FONT = 'Inter';

export { ALL_FONT_FAMILIES, FONT_FAMILIES_120, FONT_FAMILIES_600 };
