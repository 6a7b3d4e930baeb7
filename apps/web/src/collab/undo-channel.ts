import type { ChannelLike } from './cross-window.js';
import { type KeptUndo, readKeptUndo } from './undo-record.js';

/** The broadcast channel a user's windows share their undo stacks on (beside cross-window events). */
export const UNDO_CHANNEL = 'nodeloom-undo';

/**
 * One user's stacks of one project, live between that user's windows: each change is posted as
 * {type NS_UNDO, kept}; a message is taken only from this origin, for this user and project, and
 * only when it reads as kept stacks (anything else is ignored with a warning).
 */
export class UndoChannel {
  readonly #listener = (event: MessageEvent) => {
    if (event.origin !== this.origin) return;
    const data = event.data as { type?: unknown; kept?: { userId?: unknown; projectId?: unknown } } | null;
    if (data?.type !== 'NS_UNDO') return;
    // another project's or another user's stacks are theirs: not news here
    if (data.kept?.userId !== this.userId || data.kept?.projectId !== this.projectId) return;
    const kept = readKeptUndo(data.kept, this.userId, this.projectId);
    if (kept) this.onStacks(kept);
  };

  constructor(
    readonly userId: string,
    readonly projectId: string,
    private readonly onStacks: (kept: KeptUndo) => void,
    private readonly channel: ChannelLike = new BroadcastChannel(UNDO_CHANNEL),
    private readonly origin: string = globalThis.location.origin,
  ) {
    channel.addEventListener('message', this.#listener);
  }

  post(kept: KeptUndo): void {
    this.channel.postMessage({ type: 'NS_UNDO', kept });
  }

  close(): void {
    this.channel.removeEventListener('message', this.#listener);
    this.channel.close();
  }
}
