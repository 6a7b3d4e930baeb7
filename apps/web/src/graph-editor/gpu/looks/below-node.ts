import { Container, Graphics } from '../gl/index.js';
import type { CanvasTheme, Paint } from '../theme.js';
import { MONO_FONT, type TitleTextures, UI_FONT } from '../title-textures.js';
import { BELOW_GAP, BELOW_MIN_WIDTH, BELOW_TOP } from './metrics.js';
import type { NodeLook, OutputRow, TextFont } from './node-look.js';
import { roundedRect } from './round-shapes.js';
import { TextSprites } from './text-sprites.js';

const SMALL: TextFont = { family: UI_FONT, size: 11, weight: '400', italic: false };
const COMMENT: TextFont = { ...SMALL, italic: true };
const MONO_SMALL: TextFont = { family: MONO_FONT, size: 11, weight: '400', italic: false };
const GHOST_DATA: TextFont = { family: MONO_FONT, size: 10.5, weight: '400', italic: false };
/** .gc-node-message / .gc-node-glance line-height; .gc-ghost-data's */
const SMALL_LINE = 1.35;
const MONO_LINE = 1.4;
/** .gc-ghost-data max-height */
const GHOST_MAX_HEIGHT = 120;
const MESSAGE_BOX = {
  error: { fill: { color: 0xe5484d, alpha: 0.16 }, line: { color: 0xe5484d, alpha: 0.55 } },
  warning: { fill: { color: 0xf5a524, alpha: 0.14 }, line: { color: 0xf5a524, alpha: 0.5 } },
} as const;
const GHOST_BOX = { fill: { color: 0x94e0f3, alpha: 0.12 }, line: { color: 0x94e0f3, alpha: 0.45 } };

/** What hangs under a node, as a key: the part is rebuilt only when this changes. */
export function belowKey(look: NodeLook, width: number): string {
  if (!look.message && look.glance.length === 0 && !look.ghostData && !look.comment && !look.outputs)
    return '';
  return JSON.stringify([width, look.message, look.glance, look.ghostData, look.comment, look.outputs]);
}

/**
 * What hangs under a node (.gc-node-below): the message strip, the glance rows, a ghost's data and
 * the comment, in a column 10px under it, each box drawn in one geometry and each text one sprite.
 */
export class BelowNode {
  readonly container = new Container();
  readonly #boxes = new Graphics();
  readonly #texts: TextSprites;

  constructor(
    private readonly titles: TitleTextures,
    private readonly theme: CanvasTheme,
  ) {
    this.container.addChild(this.#boxes);
    this.#texts = new TextSprites(titles, this.container);
  }

  build(look: NodeLook, nodeWidth: number, nodeHeight: number): void {
    this.#boxes.clear();
    this.#texts.clear();
    const column = Math.max(nodeWidth, BELOW_MIN_WIDTH);
    let y = nodeHeight + BELOW_TOP;
    const next = (height: number) => {
      y += height + BELOW_GAP;
    };
    if (look.message) next(this.#message(look.message, column, y));
    if (look.glance.length > 0) next(this.#glance(look, column, y));
    if (look.ghostData) next(this.#ghostData(look.ghostData, column, y));
    if (look.comment) next(this.#comment(look.comment, column, y));
    if (look.outputs) next(this.#outputs(look.outputs, column, y));
  }

  destroy(): void {
    this.#texts.clear();
    this.container.destroy({ children: true });
  }

  #box(x: number, y: number, width: number, height: number, fill: Paint | null, line: Paint): void {
    roundedRect(this.#boxes, x, y, width, height, 6);
    if (fill) this.#boxes.fill(fill);
    this.#boxes.stroke({ width: 1, ...line, alignment: 1 });
  }

  /** .gc-node-message: one line, padding 3px 8px, "(+n more)" after it; returns its height. */
  #message(message: NonNullable<NodeLook['message']>, column: number, y: number): number {
    const more = message.more > 0 ? ` (+${message.more} more)` : '';
    const moreWidth = more ? this.titles.width(more, SMALL) : 0;
    const text = this.titles.fit(message.text, SMALL, column - 18 - moreWidth);
    const color = message.tone === 'error' ? this.theme.text.error : this.theme.text.warning;
    const line = Math.round(SMALL.size * SMALL_LINE);
    const sprite = this.#texts.add({ text, font: SMALL, fill: color }, 9, y + 4);
    let width = sprite.width;
    if (more) {
      const after = this.#texts.add(
        { text: more, font: SMALL, fill: this.theme.text.muted },
        9 + sprite.width,
        y + 4,
      );
      width += after.width;
    }
    const height = line + 8;
    const box = MESSAGE_BOX[message.tone];
    this.#box(0, y, Math.min(column, width + 18), height, box.fill, box.line);
    return height;
  }

  /** .gc-node-glance: label and value per row, labels in a column of their widest; returns its height. */
  #glance(look: NodeLook, column: number, y: number): number {
    const line = Math.round(SMALL.size * SMALL_LINE);
    const labelWidth = Math.max(...look.glance.map((e) => this.titles.width(e.label, SMALL)));
    const valueRoom = column - 18 - labelWidth - 8;
    let widest = 0;
    for (const [i, entry] of look.glance.entries()) {
      const top = y + 5 + i * (line + 2);
      this.#texts.add({ text: entry.label, font: SMALL, fill: this.theme.text.muted }, 9, top);
      const value = this.#texts.add(
        { text: this.titles.fit(entry.text, SMALL, valueRoom), font: SMALL, fill: this.theme.text.text },
        9 + labelWidth + 8,
        top,
      );
      widest = Math.max(widest, value.width);
    }
    const height = look.glance.length * (line + 2) - 2 + 10;
    this.#box(
      0,
      y,
      Math.min(column, Math.ceil(labelWidth + 8 + widest + 18)),
      height,
      null,
      this.theme.border,
    );
    return height;
  }

  /** .gc-ghost-data: the failed node's data in mono, wrapped, at most 120px high; returns its height. */
  #ghostData(data: string, column: number, y: number): number {
    const line = GHOST_DATA.size * MONO_LINE;
    const maxLines = Math.floor((GHOST_MAX_HEIGHT - 12) / line);
    const lines = this.titles.wrap(data, GHOST_DATA, column - 18, maxLines);
    this.#texts.add(
      { text: lines.join('\n'), font: GHOST_DATA, fill: this.theme.text.ghost, lineHeight: MONO_LINE },
      9,
      y + 7,
    );
    const height = Math.min(GHOST_MAX_HEIGHT, Math.ceil(lines.length * line) + 14);
    this.#box(0, y, column, height, GHOST_BOX.fill, GHOST_BOX.line);
    return height;
  }

  /** .gc-node-outputs: each output's key and value (mono), on the canvas's surface; returns its height. */
  #outputs(rows: readonly OutputRow[], column: number, y: number): number {
    const line = Math.round(SMALL.size * SMALL_LINE);
    for (const [i, row] of rows.entries()) {
      const top = y + 7 + i * line;
      const key = this.#texts.add({ text: row.key, font: SMALL, fill: this.theme.text.muted }, 9, top);
      const room = column - 18 - key.width - 8;
      this.#texts.add(
        { text: this.titles.fit(row.text, MONO_SMALL, room), font: MONO_SMALL, fill: this.theme.text.text },
        9 + key.width + 8,
        top,
      );
    }
    const height = rows.length * line + 14;
    this.#box(0, y, column, height, this.theme.surface, this.theme.border);
    return height;
  }

  /** .gc-node-comment: muted italic, wrapped to the column; returns its height. */
  #comment(comment: string, column: number, y: number): number {
    const lines = this.titles.wrap(comment, COMMENT, column, 12);
    const sprite = this.#texts.add(
      { text: lines.join('\n'), font: COMMENT, fill: this.theme.text.muted, lineHeight: 1.25 },
      0,
      y,
    );
    return sprite.height;
  }
}
