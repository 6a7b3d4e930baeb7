import type { Participant, PresenceEventName, ServerPayload } from '@nodeloom/api';

type PresenceRelay = ServerPayload<PresenceEventName>;

/** What the session knows of the others in the project, as views read it (stable until it changes). */
export interface PresenceView {
  /** this socket's clientId (null until initSession) */
  selfClientId: string | null;
  hostClientId: string | null;
  /** the other participants, in the order they joined */
  others: readonly Participant[];
  /** follow mode: whose viewport and level this window follows */
  followingClientId: string | null;
}

const EMPTY: PresenceView = Object.freeze({
  selfClientId: null,
  hostClientId: null,
  others: [],
  followingClientId: null,
});

/** The participants of spec 1 §3 and their relayed presence; one immutable view per change. */
export class PresenceStore {
  #view: PresenceView = EMPTY;
  readonly #listeners = new Set<() => void>();

  view(): PresenceView {
    return this.#view;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  setSelf(clientId: string): void {
    this.#set({ ...this.#view, selfClientId: clientId });
  }

  setHost(hostClientId: string | null): void {
    this.#set({ ...this.#view, hostClientId });
  }

  /** addParticipants: new ones are appended, known ones replaced; returns whether others came. */
  add(participants: readonly Participant[]): boolean {
    const incoming = participants.filter((p) => p.clientId !== this.#view.selfClientId);
    if (incoming.length === 0) return false;
    const byId = new Map(incoming.map((p) => [p.clientId, p]));
    const others = this.#view.others.map((p) => byId.get(p.clientId) ?? p);
    for (const p of incoming) if (!this.#view.others.some((o) => o.clientId === p.clientId)) others.push(p);
    this.#set({ ...this.#view, others });
    return true;
  }

  remove(clientIds: readonly string[]): void {
    const gone = new Set(clientIds);
    const following = this.#view.followingClientId;
    this.#set({
      ...this.#view,
      others: this.#view.others.filter((p) => !gone.has(p.clientId)),
      followingClientId: following !== null && gone.has(following) ? null : following,
    });
  }

  setFollowing(clientId: string | null): void {
    if (clientId === this.#view.followingClientId) return;
    this.#set({ ...this.#view, followingClientId: clientId });
  }

  participant(clientId: string | null): Participant | undefined {
    return clientId === null ? undefined : this.#view.others.find((p) => p.clientId === clientId);
  }

  /** A relayed presence event: its field replaces the participant's. */
  update(relay: PresenceRelay): void {
    const { clientId, projectId: _, ...field } = relay;
    if (!this.#view.others.some((p) => p.clientId === clientId)) return;
    const others = this.#view.others.map((p) => (p.clientId === clientId ? { ...p, ...field } : p));
    this.#set({ ...this.#view, others });
  }

  /** The socket is gone: the others are unknown until the next join lists them. */
  clear(): void {
    this.#set({ ...this.#view, hostClientId: null, others: [], followingClientId: null });
  }

  #set(view: PresenceView): void {
    this.#view = view;
    for (const listener of [...this.#listeners]) listener();
  }
}
