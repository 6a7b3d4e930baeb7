import type { HtmlContainer } from './types.js';

export function classList(container: HtmlContainer): string[] {
  return (container.attributes.class ?? '').split(/\s+/).filter(Boolean);
}

export function withAttribute(container: HtmlContainer, name: string, value: string): HtmlContainer {
  return { ...container, attributes: { ...container.attributes, [name]: value } };
}

/** Sets the class attribute, dropping it when empty. */
export function withClassName(container: HtmlContainer, className: string): HtmlContainer {
  const { class: _previous, ...rest } = container.attributes;
  return { ...container, attributes: className ? { ...rest, class: className } : rest };
}
