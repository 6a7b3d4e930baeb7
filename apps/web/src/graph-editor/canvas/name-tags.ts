/**
 * Whether nodes carry name tags at this zoom (spec 1 §3 maxNameTagZoom): at every zoom up to the
 * preference's, close-ups included (a user who sets 3 asks for tags at 2); 0 turns them off.
 */
export function nameTagsShown(zoom: number, maxNameTagZoom: number): boolean {
  return maxNameTagZoom > 0 && zoom <= maxNameTagZoom;
}

/** A zoom that stays this long is the one the name tags are drawn for (as a wheel's end). */
export const TAG_SETTLE_MS = 150;

/**
 * One canvas's name-tag scale (`--gc-zoom`, which keeps a tag's size on screen) in a stylesheet rule
 * of its own that matches the canvas's tags alone. While the zoom moves, the tags scale with the
 * canvas and take their size back once it rests: restyling every tag at each zoom step cost each
 * frame several ms of style, paint and layerize with 600 views on screen (issue 26), and set on
 * the canvas element the inherited variable restyled every element of every view (~3,200 per
 * step at 1,000 nodes).
 */
export class NameTagScale {
  readonly #style: HTMLStyleElement;
  readonly #rule: CSSStyleRule;
  #zoom = Number.NaN;
  #settle: ReturnType<typeof setTimeout> | undefined;

  /** `scope` is the canvas's `data-tag-scope` attribute. */
  constructor(document: Document, scope: string) {
    this.#style = document.createElement('style');
    document.head.append(this.#style);
    const sheet = this.#style.sheet!;
    // (a quoted attribute value: JSON's escapes of quotes and backslashes are CSS's too)
    sheet.insertRule(`.gc-canvas[data-tag-scope=${JSON.stringify(scope)}] .gc-name-tag {}`);
    this.#rule = sheet.cssRules[0] as CSSStyleRule;
  }

  /** Draws the tags for `zoom` now (a level shown, a preference changed). */
  setZoom(zoom: number): void {
    clearTimeout(this.#settle);
    if (zoom === this.#zoom) return;
    this.#zoom = zoom;
    this.#rule.style.setProperty('--gc-zoom', String(zoom));
  }

  /** Draws the tags for `zoom` once no other zoom came for TAG_SETTLE_MS. */
  settleAt(zoom: number): void {
    clearTimeout(this.#settle);
    this.#settle = setTimeout(() => this.setZoom(zoom), TAG_SETTLE_MS);
  }

  dispose(): void {
    clearTimeout(this.#settle);
    this.#style.remove();
  }
}
