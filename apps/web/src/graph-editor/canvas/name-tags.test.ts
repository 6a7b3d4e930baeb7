// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { NameTagScale, nameTagsShown, TAG_SETTLE_MS } from './name-tags.js';

describe('nameTagsShown (maxNameTagZoom)', () => {
  it('shows tags at every zoom up to the default 3, close-ups included', () => {
    for (const zoom of [0.3, 0.5, 1, 1.5, 2, 3]) expect(nameTagsShown(zoom, 3)).toBe(true);
    expect(nameTagsShown(3.01, 3)).toBe(false);
  });
  it('means the value set above 1: 2 shows tags at 1.5 and none at 2.5', () => {
    expect(nameTagsShown(1.5, 2)).toBe(true);
    expect(nameTagsShown(2, 2)).toBe(true);
    expect(nameTagsShown(2.5, 2)).toBe(false);
  });
  it('only up to the preference zoom below 1 too', () => {
    expect(nameTagsShown(0.6, 0.5)).toBe(false);
    expect(nameTagsShown(0.5, 0.5)).toBe(true);
    expect(nameTagsShown(0.4, 0.5)).toBe(true);
  });
  it('0 turns them off', () => {
    expect(nameTagsShown(0.3, 0)).toBe(false);
    expect(nameTagsShown(0.1, 0)).toBe(false);
  });
});

describe('NameTagScale', () => {
  /** A canvas with one node's tag and one other element, as the node view draws them. */
  function canvas(scope: string) {
    const root = document.createElement('div');
    root.className = 'gc-canvas';
    root.dataset.tagScope = scope;
    root.innerHTML =
      '<div class="gc-node"><span class="gc-name-tag"></span><span class="gc-node-name"></span></div>';
    document.body.append(root);
    return {
      tag: root.querySelector('.gc-name-tag')!,
      name: root.querySelector('.gc-node-name')!,
    };
  }
  const ruleOf = () => {
    const sheet = [...document.styleSheets].at(-1)!;
    return sheet.cssRules[0] as CSSStyleRule;
  };

  it("sets the zoom on a rule matching the canvas's own tags and nothing else", () => {
    const mine = canvas('«r1»');
    const other = canvas('«r2»');
    const scale = new NameTagScale(document, '«r1»');
    scale.setZoom(0.5);
    const rule = ruleOf();
    expect(rule.style.getPropertyValue('--gc-zoom')).toBe('0.5');
    expect(mine.tag.matches(rule.selectorText)).toBe(true);
    // the node's other elements and another canvas's tags are not restyled by a zoom step
    expect(mine.name.matches(rule.selectorText)).toBe(false);
    expect(other.tag.matches(rule.selectorText)).toBe(false);
    scale.setZoom(0.25);
    expect(rule.style.getPropertyValue('--gc-zoom')).toBe('0.25');
    scale.dispose();
  });

  it('follows a moving zoom once it rests', () => {
    vi.useFakeTimers();
    canvas('«r4»');
    const scale = new NameTagScale(document, '«r4»');
    scale.setZoom(1);
    const rule = ruleOf();
    for (const zoom of [0.9, 0.8, 0.7]) {
      scale.settleAt(zoom);
      vi.advanceTimersByTime(16);
    }
    expect(rule.style.getPropertyValue('--gc-zoom')).toBe('1');
    vi.advanceTimersByTime(TAG_SETTLE_MS);
    expect(rule.style.getPropertyValue('--gc-zoom')).toBe('0.7');
    // a zoom set at once is not undone by a settle still waiting
    scale.settleAt(0.6);
    scale.setZoom(0.5);
    vi.advanceTimersByTime(TAG_SETTLE_MS);
    expect(rule.style.getPropertyValue('--gc-zoom')).toBe('0.5');
    scale.dispose();
    vi.useRealTimers();
  });

  it('takes its rule away when disposed', () => {
    const before = document.styleSheets.length;
    const scale = new NameTagScale(document, '«r3»');
    expect(document.styleSheets.length).toBe(before + 1);
    scale.dispose();
    expect(document.styleSheets.length).toBe(before);
  });
});
