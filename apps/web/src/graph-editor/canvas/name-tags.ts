/** Name tags are for a zoomed-out canvas: at zoom 1 and closer every node's own name is readable. */
const READABLE_ZOOM = 1;

/**
 * Whether nodes carry name tags at this zoom (spec 1 §3 maxNameTagZoom): when zoomed out, up to
 * the preference's zoom; 0 turns them off.
 */
export function nameTagsShown(zoom: number, maxNameTagZoom: number): boolean {
  return zoom < READABLE_ZOOM && zoom <= maxNameTagZoom;
}

/**
 * One canvas's name-tag scale (`--gc-zoom`, which keeps a tag's size on screen) in a stylesheet rule
 * of its own that matches the canvas's tags alone, so a zoom step restyles the tags and nothing
 * else. Set on the canvas element, the inherited variable restyled every element of every node
 * view at each zoom step (issue 26: ~3,200 elements per step at 1,000 nodes, where the tags are
 * ~600).
 */
export class NameTagScale {
  readonly #style: HTMLStyleElement;
  readonly #rule: CSSStyleRule;
  #zoom = Number.NaN;

  /** `scope` is the canvas's `data-tag-scope` attribute. */
  constructor(document: Document, scope: string) {
    this.#style = document.createElement('style');
    document.head.append(this.#style);
    const sheet = this.#style.sheet!;
    // (a quoted attribute value: JSON's escapes of quotes and backslashes are CSS's too)
    sheet.insertRule(`.gc-canvas[data-tag-scope=${JSON.stringify(scope)}] .gc-name-tag {}`);
    this.#rule = sheet.cssRules[0] as CSSStyleRule;
  }

  set zoom(zoom: number) {
    if (zoom === this.#zoom) return;
    this.#zoom = zoom;
    this.#rule.style.setProperty('--gc-zoom', String(zoom));
  }

  dispose(): void {
    this.#style.remove();
  }
}
