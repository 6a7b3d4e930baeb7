import type { Rect } from '../canvas/overview-geometry.js';

/**
 * The band of a band select, as a DOM box over the surface (screen pixels of the host): moving it
 * is the compositor's work, so a band that selects nothing new draws no frame of the surface.
 */
export class DomBand {
  #element: HTMLDivElement | null = null;

  constructor(private readonly host: HTMLElement) {}

  /** Shows the band at `rect` (host pixels), or hides it (null). */
  show(rect: Rect | null): void {
    if (!rect) {
      this.remove();
      return;
    }
    const element = this.#element ?? this.#create();
    element.style.transform = `translate(${rect.x}px, ${rect.y}px)`;
    element.style.width = `${rect.width}px`;
    element.style.height = `${rect.height}px`;
  }

  remove(): void {
    this.#element?.remove();
    this.#element = null;
  }

  #create(): HTMLDivElement {
    const element = document.createElement('div');
    element.className = 'gc-gpu-band';
    element.setAttribute('aria-hidden', 'true');
    this.host.append(element);
    this.#element = element;
    return element;
  }
}
