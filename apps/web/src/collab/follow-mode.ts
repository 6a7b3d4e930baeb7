import type { PresenceEventName, ServerPayload } from '@nodeloom/api';
import { ROOT_ID } from '@nodeloom/engine';
import type { CollaborationHost, Viewport } from '../editor/index.js';
import type { PresenceStore } from './presence-store.js';

/**
 * Follow mode: this window shows a participant's level and viewport as their presence comes,
 * until it is turned off or the user moves the view themselves (spec: any pan ends it).
 */
export class FollowMode {
  readonly #presence: PresenceStore;
  readonly #editor: CollaborationHost;
  /** the viewport follow mode last put in place: any other one is the user's own move */
  #followViewport: Viewport | undefined;

  constructor(presence: PresenceStore, editor: CollaborationHost) {
    this.#presence = presence;
    this.#editor = editor;
  }

  /** Follows the participant (null, or one not here: nobody). */
  follow(clientId: string | null): void {
    this.#presence.setFollowing(this.#presence.participant(clientId) ? clientId : null);
    this.#followViewport = undefined;
    this.#apply();
  }

  /** A participant's presence came: the followed one's level and viewport are shown. */
  heard(relay: ServerPayload<PresenceEventName>): void {
    if (relay.clientId === this.#presence.view().followingClientId) this.#apply();
  }

  /** This window's viewport changed: a move that is not the followed one ends follow mode. */
  viewportChanged(viewport: Viewport): void {
    const following = this.#followViewport;
    if (following && !sameViewport(following, viewport)) this.follow(null);
  }

  #apply(): void {
    const followed = this.#presence.participant(this.#presence.view().followingClientId);
    if (!followed) return;
    const level = followed.pointerPosition?.level;
    if (level !== undefined) {
      const target = level ?? ROOT_ID;
      if (target !== this.#editor.currentLevelId()) this.#editor.goToLevel(target);
    }
    if (followed.viewport) {
      this.#followViewport = followed.viewport;
      this.#editor.setViewport(followed.viewport);
    }
  }
}

function sameViewport(a: Viewport, b: Viewport): boolean {
  return a.x === b.x && a.y === b.y && a.zoom === b.zoom;
}
