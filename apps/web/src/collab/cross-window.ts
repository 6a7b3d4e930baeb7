import { CrossWindowInbox, crossWindowMessage, type GraphEvent } from '@nodeloom/engine';

/** The broadcast channel windows of this app share (spec 1 §7: cross-window sync). */
export const CROSS_WINDOW_CHANNEL = 'nodeloom-events';

/** The part of BroadcastChannel used here (tests pass a pair of connected fakes). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/**
 * Cross-window sync of one project: this window's own events go out as {type NS_EVENTS, projectId,
 * events}; a message is taken only from the same origin and project, when every event is valid and
 * none was seen before (the engine's CrossWindowInbox).
 */
export class CrossWindowSync {
  readonly #inbox: CrossWindowInbox;
  readonly #listener = (event: MessageEvent) => {
    const events = this.#inbox.accept(event.data, event.origin);
    if (events) this.onEvents(events);
  };

  constructor(
    readonly projectId: string,
    private readonly onEvents: (events: GraphEvent[]) => void,
    private readonly channel: ChannelLike = new BroadcastChannel(CROSS_WINDOW_CHANNEL),
    origin: string = globalThis.location.origin,
  ) {
    this.#inbox = new CrossWindowInbox(projectId, origin);
    channel.addEventListener('message', this.#listener);
  }

  /** Tells the other windows about events this window applied. */
  post(events: readonly GraphEvent[]): void {
    if (events.length === 0) return;
    this.#inbox.markSeen(events);
    this.channel.postMessage(crossWindowMessage(this.projectId, [...events]));
  }

  /** Events that reached this window another way (the log) are not taken from a window again. */
  markSeen(events: readonly GraphEvent[]): void {
    this.#inbox.markSeen(events);
  }

  close(): void {
    this.channel.removeEventListener('message', this.#listener);
    this.channel.close();
  }
}
