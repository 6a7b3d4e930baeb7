import type { HtmlChild, HtmlContainer } from '../shared/html/index.js';
import { mapContainers } from '../shared/html/index.js';

/** Tag names of a selector param: separated by commas or spaces. */
export function selectorTags(selector: string): string[] {
  return selector.split(/[\s,]+/).filter(Boolean);
}

/** Spec 2 §5: tag names that collide case-insensitively raise a warning. */
export function tagCollisionWarning(tags: string[]): string | undefined {
  const byLower = new Map<string, string[]>();
  for (const tag of tags) byLower.set(tag.toLowerCase(), [...(byLower.get(tag.toLowerCase()) ?? []), tag]);
  const collisions = [...byLower.values()].filter((names) => names.length > 1).flat();
  return collisions.length > 0 ? `Tag names collide case-insensitively: ${collisions.join(', ')}` : undefined;
}

function tagOf(container: HtmlContainer): string {
  return container.type === 'link' ? 'a' : container.tag.toLowerCase();
}

/**
 * Updates the containers a selector names: with no selector the top-level elements, otherwise
 * every element (at any depth) whose tag matches one of the selector's tag names.
 */
export function updateSelected(
  children: HtmlChild[],
  selector: string,
  update: (container: HtmlContainer) => HtmlContainer,
  warn: (message: string) => void,
): HtmlChild[] {
  const tags = selectorTags(selector);
  if (tags.length === 0) return mapContainers(children, update, false);
  const warning = tagCollisionWarning(tags);
  if (warning) warn(warning);
  const wanted = new Set(tags.map((t) => t.toLowerCase()));
  return mapContainers(children, (c) => (wanted.has(tagOf(c)) ? update(c) : c));
}
