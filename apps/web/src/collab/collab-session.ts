import {
  EVENT_PULL_INTERVAL_MS,
  type Participant,
  PROTOCOL_VERSION,
  type PresenceEventName,
  type ServerEventName,
  type ServerPayload,
  serverEventSchemas,
} from '@nodeloom/api';
import type { GraphEvent } from '@nodeloom/engine';
import { EventSync } from '@nodeloom/sync';
import type { ToastContent } from '../base/toastCatalogue.js';
import { connectivityToast } from '../base/toastCatalogue.js';
import type { CollaborationHost } from '../editor/index.js';
import type { CollabSocket } from './collab-socket.js';
import type { CrossWindowSync } from './cross-window.js';
import { FollowMode } from './follow-mode.js';
import type { OfflineEdits } from './offline-store.js';
import { OwnPresence } from './own-presence.js';
import { colorForUser } from './participant-look.js';
import { PresenceStore } from './presence-store.js';

export interface CollabSessionOptions {
  /** what the editor hands a session (editor.collaboration.join) */
  editor: CollaborationHost;
  socket: CollabSocket;
  /** toasts: the server's `message`, going offline and back */
  notify(toast: ToastContent): void;
  /** the other windows of this project (none in tests or without BroadcastChannel) */
  crossWindow?: (onEvents: (events: GraphEvent[]) => void) => CrossWindowSync;
  logger?: { warn(message: string, detail?: unknown): void };
  /** where unsent own edits are kept across reloads (IndexedDB in the browser) */
  offlineEdits?: OfflineEdits;
  /** the server speaks another protocol version: reload the page (after the toast) */
  reload?: () => void;
}

export type Brush = { x: number; y: number; width: number; height: number };

/**
 * One open project's collaboration (issue 14 §3): joins when started and leaves when stopped,
 * keeps the editor's graph in step with the log (EventSync), pulls every 1 s and after a
 * reconnect, relays this window's presence (OwnPresence) and gathers the others'
 * (PresenceStore), follows a collaborator's viewport and level on request (FollowMode), shows the
 * server's `message` and the offline/online toasts, and shares events with the project's other
 * windows.
 */
export class CollabSession {
  readonly presence = new PresenceStore();
  readonly sync: EventSync;
  readonly #editor: CollaborationHost;
  readonly #socket: CollabSocket;
  readonly #notify: (toast: ToastContent) => void;
  readonly #logger: NonNullable<CollabSessionOptions['logger']>;
  readonly #crossWindow: CrossWindowSync | undefined;
  readonly #own: OwnPresence;
  readonly #following: FollowMode;
  readonly #disposers: (() => void)[] = [];
  #sessionId: string | null = null;
  readonly #offline: OfflineEdits | undefined;
  readonly #reload: () => void;
  #pullTimer: ReturnType<typeof setInterval> | undefined;
  #wentOffline = false;
  #stopped = false;

  constructor(options: CollabSessionOptions) {
    this.#editor = options.editor;
    this.#socket = options.socket;
    this.#notify = options.notify;
    this.#logger = options.logger ?? console;
    this.#crossWindow = options.crossWindow?.((events) => this.sync.receiveFromWindow(events));
    const offline = options.offlineEdits;
    this.sync = new EventSync(this.#editor.project, {
      onLocalEvents: (events) => this.#crossWindow?.post(events),
      ...(offline ? { onUnsent: (events) => offline.save(this.projectId, events) } : {}),
    });
    this.#offline = offline;
    this.#reload = options.reload ?? (() => {});
    this.#own = new OwnPresence(this.#editor, (event, payload) => this.#emitPresence(event, payload));
    this.#following = new FollowMode(this.presence, this.#editor);
  }

  get projectId(): string {
    return this.#editor.projectId;
  }

  /** The counter of the last log event applied here (kept undo stacks are valid as of it). */
  logCounter(): number {
    return this.sync.lastCounter;
  }

  start(): void {
    const socket = this.#socket;
    socket.on('connect', this.#onConnect);
    socket.on('disconnect', this.#onDisconnect);
    socket.on('connect_error', this.#onConnectError);
    this.#listen('initSession', (p) => {
      this.#sessionId = p.sessionId;
      this.presence.setSelf(p.clientId);
      this.#own.sendAllAnew();
      this.sync.attach(
        {
          commit: (events) =>
            socket.timeout(10_000).emitWithAck('commitProjectUserEvents', {
              projectId: this.projectId,
              sessionId: p.sessionId,
              events,
            }),
          pull: (currentCounter) =>
            socket.emit('requestNewProjectUserEvents', {
              projectId: this.projectId,
              sessionId: p.sessionId,
              currentCounter,
            }),
        },
        // the first join pulls from the counter the graph was read at (no event falls in between);
        // without one (an older server), from the head at join
        this.#editor.loadedCounter ?? p.lastCounter,
      );
      this.#onEditorChange();
    });
    this.#listen('protocolMismatch', (p) => {
      this.#notify({ kind: 'warning', title: p.message });
      this.#reload();
    });
    this.#listen('setSessionHost', (p) => this.presence.setHost(p.hostClientId));
    // spec 1 §4: session ended resets participants and session, as a disconnect does; still
    // connected, this window joins again and so starts the next session (docs/collaboration.md)
    this.#listen('endSession', () => {
      this.#resetSession();
      if (this.#socket.connected && !this.#stopped) this.#join();
    });
    this.#listen('addProjectUserEvents', (p) => this.#receive(p.events));
    this.#listen('addParticipants', (p) => this.#onParticipants(p.participants));
    this.#listen('removeParticipants', (p) => this.presence.remove(p.clientIds));
    for (const event of [
      'movePointer',
      'setPointerStatusMessage',
      'setSelectedNodes',
      'setColor',
      'setViewport',
      'setBrush',
    ] as const)
      this.#listen(event, (p) => this.#onPresence(p));
    socket.on('message', (payload) => {
      const parsed = serverEventSchemas.message.safeParse(payload);
      if (parsed.success) this.#notify({ kind: 'warning', title: parsed.data.message });
    });
    // one write path: while the session runs, edits go only as log events (never also over REST)
    this.#disposers.push(this.#editor.persistence.attachLog(this.sync));
    this.#disposers.push(
      this.#editor.subscribeGesture((active) => (active ? this.sync.beginGesture() : this.sync.endGesture())),
    );
    void this.#offline
      ?.takeOver(this.projectId)
      .then((events) => {
        if (!this.#stopped) this.sync.restore(events);
      })
      .catch((error: Error) => this.#logger.warn(`Offline edits not restored: ${error.message}`));
    this.#disposers.push(this.#editor.subscribe(() => this.#onEditorChange()));
    this.#disposers.push(this.#editor.subscribePointer((at) => this.#own.pointerMoved(at)));
    this.#pullTimer = setInterval(() => {
      this.sync.pull();
      this.sync.retry();
      this.sync.expireProvisional();
    }, EVENT_PULL_INTERVAL_MS);
    if (socket.connected) this.#onConnect();
    else socket.connect();
  }

  /** Custom-domain status changes the server pushes to this user (docs/publishing.md); returns the unsubscribe. */
  onPublishingStatus(listener: (change: ServerPayload<'publishingStatus'>) => void): () => void {
    const handler = (payload: unknown) => {
      const parsed = serverEventSchemas.publishingStatus.safeParse(payload);
      if (parsed.success) listener(parsed.data);
    };
    this.#socket.on('publishingStatus', handler);
    return () => {
      this.#socket.off('publishingStatus', handler);
    };
  }

  /** Leaves the project and closes the socket (the project closes). */
  stop(): void {
    if (this.#stopped) return;
    this.#stopped = true;
    clearInterval(this.#pullTimer);
    this.#own.cancel();
    for (const dispose of this.#disposers.splice(0)) dispose();
    if (this.#socket.connected) this.#socket.emit('leaveProject', { projectId: this.projectId });
    this.#socket.off('connect', this.#onConnect);
    this.#socket.off('disconnect', this.#onDisconnect);
    this.#socket.off('connect_error', this.#onConnectError);
    this.#socket.close();
    this.sync.dispose();
    this.#crossWindow?.close();
  }

  /** The pointer's status message others see by the cursor (null clears it). */
  setStatusMessage(message: string | null): void {
    this.#own.set('setPointerStatusMessage', { pointerMessage: message });
  }

  /** The pointer left the canvas (others hide its cursor) or came back. */
  setPointerActive(active: boolean): void {
    this.#own.setPointerActive(active);
  }

  /** The rubber band this window is drawing (flow coordinates), null when it ends. */
  setBrush(brush: Brush | null): void {
    this.#own.set('setBrush', { brush });
  }

  /** Follow mode: this window shows the participant's level and viewport until `follow(null)` or a move of its own. */
  follow(clientId: string | null): void {
    this.#following.follow(clientId);
  }

  readonly #onConnect = (): void => {
    if (this.#wentOffline) this.#notify(connectivityToast(true));
    this.#wentOffline = false;
    this.#join();
  };

  #join(): void {
    this.#socket.emit('joinProject', { projectId: this.projectId, protocolVersion: PROTOCOL_VERSION });
  }

  /** Participants and session reset (spec 1 §4): until the next initSession nothing is sent. */
  #resetSession(): void {
    this.sync.detach();
    this.presence.clear();
    this.#sessionId = null;
    this.#own.cancel();
  }

  readonly #onDisconnect = (reason: string): void => {
    this.#resetSession();
    // a close of our own is not news; anything else is (the socket reconnects by itself)
    if (this.#stopped || reason === 'io client disconnect') return;
    this.#goneOffline();
  };

  /**
   * A connection attempt failed. A socket cut before its first handshake ends never connects, so it
   * never disconnects either: without this, a page opened (or its socket cut) while the network is
   * down would not say it is offline. `active` false: the server refused us, which is no network news.
   */
  readonly #onConnectError = (): void => {
    if (this.#stopped || !this.#socket.active) return;
    this.#goneOffline();
  };

  #goneOffline(): void {
    if (!this.#wentOffline) this.#notify(connectivityToast(false));
    this.#wentOffline = true;
  }

  /** A server event checked against its protocol schema; a payload that fails is logged and ignored. */
  #listen<E extends ServerEventName>(event: E, handle: (payload: ServerPayload<E>) => void): void {
    const listener = (payload: unknown) => {
      const parsed = serverEventSchemas[event].safeParse(payload);
      if (!parsed.success) {
        this.#logger.warn(`Collaboration: ignored an invalid ${event}`, parsed.error.issues[0]);
        return;
      }
      const data = parsed.data as ServerPayload<E> & { projectId?: string };
      if (data.projectId !== undefined && data.projectId !== this.projectId) return;
      handle(data);
    };
    (this.#socket.on as (e: string, l: (p: unknown) => void) => void)(event, listener);
  }

  #receive(events: ServerPayload<'addProjectUserEvents'>['events']): void {
    this.#crossWindow?.markSeen(events.map((e) => e.rawEvent));
    const selected = [...this.#editor.selection()];
    const before = this.sync.unconfirmedCount;
    this.sync.receive(events);
    // a rebase took local nodes away for a moment: the selection keeps those that are back
    if (before > 0 && selected.length > 0) {
      const graph = this.#editor.project.graph;
      const kept = selected.filter((id) => graph.hasNode(id));
      if (kept.length !== this.#editor.selection().size) this.#editor.select(kept);
    }
  }

  #onParticipants(participants: readonly Participant[]): void {
    const self = participants.find((p) => p.clientId === this.presence.view().selfClientId);
    if (self && !this.#own.hasColor)
      this.#own.set('setColor', { color: colorForUser(self.participantUser.userId) });
    // presence is relayed, never stored: newcomers hear ours only when we send it again
    if (this.presence.add(participants)) this.#own.resend();
  }

  #onPresence(relay: ServerPayload<PresenceEventName>): void {
    this.presence.update(relay);
    this.#following.heard(relay);
  }

  #onEditorChange(): void {
    const viewport = this.#own.editorChanged();
    if (viewport) this.#following.viewportChanged(viewport);
  }

  #emitPresence(event: PresenceEventName, payload: unknown): void {
    if (!this.#socket.connected || this.#sessionId === null) return;
    (this.#socket.emit as (e: string, p: unknown) => void)(event, {
      projectId: this.projectId,
      ...(payload as object),
    });
  }
}
