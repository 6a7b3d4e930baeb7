import { POINTER_EMIT_THROTTLE_MS, type PresenceEventName, type ServerPayload } from '@nodeloom/api';
import { ROOT_ID } from '@nodeloom/engine';
import { SPATIAL_UPDATE_THROTTLE_MS } from '../base/constants.js';
import type { CollaborationHost, Viewport, XY } from '../editor/index.js';
import { LatestThrottle } from './latest-throttle.js';

export type PresencePayloads = { [E in PresenceEventName]: Omit<ServerPayload<E>, 'clientId' | 'projectId'> };

/** Spec 1 §3: the level is a node id, null for Root. */
const levelOf = (levelId: string): string | null => (levelId === ROOT_ID ? null : levelId);

/**
 * This window's presence as the others see it: the pointer, its status message, the selection,
 * the colour, the viewport and the rubber band. Each is throttled (spec 1 §9: the pointer emit
 * throttle; the spatial update throttle for the viewport and the brush), and the latest of each
 * is kept: presence is relayed, never stored, so a newcomer hears it only when it is sent again.
 * `emit` sends one event (it drops it while there is no session).
 */
export class OwnPresence {
  readonly #editor: CollaborationHost;
  readonly #emit: (event: PresenceEventName, payload: unknown) => void;
  readonly #latest: Partial<PresencePayloads> = {};
  readonly #throttle: LatestThrottle<PresenceEventName, unknown>;
  readonly #spatialThrottle: LatestThrottle<PresenceEventName, unknown>;
  /** what the editor showed when last sent: an unchanged value is not sent again */
  #sent: { selection?: ReadonlySet<string>; viewport?: Viewport; level?: string } = {};
  /** the pointer is over this window's canvas (nothing to show before it first moves there) */
  #pointerActive = false;

  constructor(editor: CollaborationHost, emit: (event: PresenceEventName, payload: unknown) => void) {
    this.#editor = editor;
    this.#emit = emit;
    this.#throttle = new LatestThrottle(POINTER_EMIT_THROTTLE_MS, emit);
    this.#spatialThrottle = new LatestThrottle(SPATIAL_UPDATE_THROTTLE_MS, emit);
  }

  get hasColor(): boolean {
    return this.#latest.setColor !== undefined;
  }

  /** A (re)join starts with this window's whole presence. */
  sendAllAnew(): void {
    this.#sent = {};
  }

  /** Drops what waits to be sent (the session is gone). */
  cancel(): void {
    this.#throttle.cancel();
    this.#spatialThrottle.cancel();
  }

  /** Sends the latest of each again, at once (a newcomer joined). */
  resend(): void {
    for (const [event, payload] of Object.entries(this.#latest))
      this.#emit(event as PresenceEventName, payload);
  }

  /** The pointer moved over this window's canvas. */
  pointerMoved(at: XY): void {
    this.#pointerActive = true;
    this.#sendPointer(at);
  }

  /** The pointer left the canvas (others hide its cursor) or came back. */
  setPointerActive(active: boolean): void {
    if (active === this.#pointerActive) return;
    this.#pointerActive = active;
    this.#sendPointer(this.#editor.pointer());
  }

  /**
   * What the editor shows changed: a new selection, viewport or level is sent. Returns the
   * viewport when it is new.
   */
  editorChanged(): Viewport | undefined {
    const editor = this.#editor;
    const selection = editor.selection();
    if (selection !== this.#sent.selection) {
      this.#sent.selection = selection;
      this.set('setSelectedNodes', { selectedNodes: [...selection] });
    }
    const viewport = editor.viewport();
    const viewportChanged = viewport !== this.#sent.viewport;
    if (viewportChanged) {
      this.#sent.viewport = viewport;
      this.set('setViewport', { viewport: { x: viewport.x, y: viewport.y, zoom: viewport.zoom } });
    }
    const level = editor.currentLevelId();
    if (level !== this.#sent.level) {
      this.#sent.level = level;
      this.#sendPointer(editor.pointer());
    }
    return viewportChanged ? viewport : undefined;
  }

  set<E extends PresenceEventName>(event: E, payload: PresencePayloads[E]): void {
    (this.#latest as Record<E, PresencePayloads[E]>)[event] = payload;
    const throttle = event === 'setViewport' || event === 'setBrush' ? this.#spatialThrottle : this.#throttle;
    throttle.push(event, payload);
  }

  #sendPointer(at: XY): void {
    this.set('movePointer', {
      pointerPosition: {
        level: levelOf(this.#editor.currentLevelId()),
        position: { x: at.x, y: at.y },
        isActive: this.#pointerActive,
      },
    });
  }
}
