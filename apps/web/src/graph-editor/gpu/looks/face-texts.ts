import type { Detail } from '../detail-level.js';
import type { SceneNode } from '../scene-model.js';
import type { CanvasTheme } from '../theme.js';
import { type TextSpec, TITLE_FONTS, type TitleTextures, UI_FONT } from '../title-textures.js';
import {
  badgeWidth,
  ISO_DEPTH,
  ISO_SKEW,
  PAD_LEFT,
  STATUS_DOT,
  STICKY_TEXT_PAD,
  statusBadges,
  statusPlace,
  statusRow,
  TEXT_LINE_HEIGHT,
  TITLE_BAR,
  TRAY_TEXT_PAD,
  VIEWER_HEADER,
} from './metrics.js';
import type { NodeLook, TextFont } from './node-look.js';
import type { TextSprites } from './text-sprites.js';

/** Text colours on a fill, as the DOM view's tone classes set them (.gc-tone-dark / -light, ghost). */
const TONE = { dark: '#14151a', light: '#ffffff' } as const;
const GHOST_TEXT = '#0e2a33';
const BADGE_FONT: TextFont = { family: UI_FONT, size: 11, weight: '700', italic: false };
const BADGE_TEXT = { warning: '#241a05', error: '#ffffff' } as const;
const TITLE_BAR_FONT: TextFont = { family: UI_FONT, size: 12, weight: '600', italic: false };
/** .gc-node-definition's opacity */
const SUBTITLE_ALPHA = 0.72;

/**
 * The texts on a node's face, placed as the DOM view lays them out: name and definition on a
 * plate (the name alone, centred, in the plate detail), the viewer's header, a sticky note's or a
 * tray's title bar and text in its own font, and the status badges' labels.
 */
export function addFaceTexts(
  texts: TextSprites,
  titles: TitleTextures,
  node: SceneNode,
  look: NodeLook,
  detail: Detail,
  theme: CanvasTheme,
): void {
  const { width: w, height: h, kind } = node;
  if (kind === 'dot' || !node.name) return;
  const color = kind === 'ghost' ? GHOST_TEXT : TONE[node.tone];
  if (kind === 'stickyNote' || kind === 'tray') {
    addTextNodeTexts(texts, titles, node, look, detail, theme);
    return;
  }
  const iso = look.shape === 'isometric';
  if (detail !== 'full') {
    // .gc-plain: the name alone, 14px, centred (an isometric slab's above its depth)
    const font = TITLE_FONTS.plateName;
    const room = w - (iso ? 2 * ISO_SKEW : 16);
    const sprite = texts.add({ text: titles.fit(node.name, font, room), font, fill: color }, 0, 0);
    const middle = iso ? (h - ISO_DEPTH) / 2 : h / 2;
    sprite.position.set(Math.round((w - sprite.width) / 2), Math.round(middle - sprite.height / 2));
    return;
  }
  const left = iso ? ISO_SKEW + 2 : PAD_LEFT;
  const status = statusPlace(kind, look.shape, w, h, look.titleBar);
  const statusLeft = status ? addBadgeTexts(texts, look, status) : w - PAD_LEFT;
  const room = statusLeft - 8 - left;
  if (kind === 'viewer') {
    if (!look.titleBar) return;
    const name = texts.add(title(titles, node.name, 'name', color, room), left, 0);
    name.y = Math.round(VIEWER_HEADER / 2 - name.height / 2);
    const rest = room - name.width - 8;
    if (rest > 16) {
      const definition = texts.add(
        title(titles, definitionOf(node), 'subtitle', color, rest),
        left + name.width + 8,
        0,
      );
      definition.y = Math.round(VIEWER_HEADER / 2 - definition.height / 2);
      definition.alpha = SUBTITLE_ALPHA;
    }
    return;
  }
  // name over definition, the pair centred in the plate (line height 1.25: 16.25 and 13.75)
  const middle = iso ? (h - ISO_DEPTH) / 2 : h / 2;
  const top = middle - 15;
  texts.add(title(titles, node.name, 'name', color, room), left, top);
  const subtitle = texts.add(title(titles, node.subtitle, 'subtitle', color, room), left, top + 16.25);
  subtitle.alpha = SUBTITLE_ALPHA;
}

function title(
  titles: TitleTextures,
  text: string,
  style: 'name' | 'subtitle',
  fill: string,
  room: number,
): TextSpec {
  const font = TITLE_FONTS[style];
  return { text: titles.fit(text, font, room), font, fill };
}

/** The viewer header's definition (the subtitle without the plate's marks). */
function definitionOf(node: SceneNode): string {
  return node.subtitle.split(' · ')[0] ?? node.subtitle;
}

/** The badges' labels; returns where the status row starts (the name's room ends 8px before it). */
function addBadgeTexts(texts: TextSprites, look: NodeLook, status: { right: number; y: number }): number {
  const badges = statusBadges(look.warnings, look.errors);
  const row = statusRow(badges, status.right);
  for (const [i, badge] of badges.entries()) {
    const label = texts.add({ text: badge.label, font: BADGE_FONT, fill: BADGE_TEXT[badge.tone] }, 0, 0);
    label.position.set(
      Math.round(row.badges[i] + (badgeWidth(badge.label) - label.width) / 2),
      Math.round(status.y - label.height / 2),
    );
  }
  return row.badges[0] ?? row.dot - STATUS_DOT / 2;
}

function addTextNodeTexts(
  texts: TextSprites,
  titles: TitleTextures,
  node: SceneNode,
  look: NodeLook,
  detail: Detail,
  theme: CanvasTheme,
): void {
  const { width: w, height: h, kind } = node;
  // a tray's title and name read in the canvas's text colour; a sticky note's in its tone
  const nameColor = kind === 'tray' ? theme.text.text : TONE[node.tone];
  if (detail !== 'full') {
    // .gc-plain on a tray or note: the name at the top left, 14px
    const font = TITLE_FONTS.plateName;
    texts.add({ text: titles.fit(node.name, font, w - 24), font, fill: nameColor }, 12, 10);
    return;
  }
  let top = 0;
  if (look.titleBar) {
    const font = kind === 'tray' ? TITLE_FONTS.name : TITLE_BAR_FONT;
    const bar = texts.add({ text: titles.fit(node.name, font, w - 24), font, fill: nameColor }, 12, 0);
    bar.y = Math.round(TITLE_BAR / 2 - bar.height / 2);
    top = TITLE_BAR;
  }
  const text = look.text;
  if (!text) return;
  const pad = kind === 'tray' ? TRAY_TEXT_PAD : STICKY_TEXT_PAD;
  const room = w - 2 * pad.x;
  const lineHeight = Math.round(text.font.size * TEXT_LINE_HEIGHT);
  // a sticky note's text scrolls in the DOM view; here what fits is shown, a tray's to its height
  const maxLines = Math.max(1, Math.floor((h - top - 2 * pad.y) / lineHeight));
  const lines = titles.wrap(text.content, text.font, room, maxLines);
  const sprite = texts.add(
    {
      text: lines.join('\n'),
      font: text.font,
      fill: text.color,
      lineHeight: TEXT_LINE_HEIGHT,
      align: text.align,
    },
    pad.x,
    top + pad.y,
  );
  if (text.align === 'center') sprite.x = Math.round(pad.x + (room - sprite.width) / 2);
  else if (text.align === 'right') sprite.x = Math.round(pad.x + room - sprite.width);
}
