import type { ChangeBatch, Project, ReadonlyGraph } from '@nodeloom/engine';
import { AnnouncementQueue, type AnnouncementQueueOptions } from './announcement-queue.js';
import {
  type Announcement,
  batchAnnouncement,
  errorAnnouncement,
  valueAnnouncement,
} from './announcements.js';
import { Emitter } from './emitter.js';
import type { EvaluationApi } from './manager-api.js';

/** What the live region's view hands the announcer: how a value reads, who a collaborator is. */
export interface AnnouncerViews {
  formatValue?: (value: unknown) => string;
  /** the collaborator who most likely changed a node (the one who has it selected) */
  collaboratorOf?: (nodeId: string) => string | undefined;
}

/** `editor.announcer`: the polite live region (docs/accessibility.md "What a screen reader hears"). */
export interface AnnouncerApi {
  /** says a short text (the level path on entering a level, …): rate-limited like every message */
  announce(text: string): void;
  /** what the region shows now ('' when empty) */
  text(): string;
  subscribe(listener: () => void): () => void;
  /** returns what takes the views back */
  configure(views: AnnouncerViews): () => void;
}

/** What the announcer reads of the editor. */
export interface AnnouncerHost {
  readonly project: Pick<Project, 'onChange'>;
  readonly graph: ReadonlyGraph;
  readonly nodeFocus: { current(): string | undefined; subscribe(listener: () => void): () => void };
  subscribe(listener: () => void): () => void;
  readonly evaluation: Pick<EvaluationApi, 'outputs' | 'status'>;
}

/** A user's own edit of more nodes than this does not watch their values (a paste, a big find and replace). */
const WATCHED_EDITS = 3;

interface Seen {
  outputs: Readonly<Record<string, unknown>> | undefined;
  error: string | undefined;
}

/**
 * Turns the editor's changes into the live region's messages: the user's own actions from the
 * change feed (user, undo, redo), a collaborator's edit of the focused node (remote), and the
 * values and errors the evaluation brings for the focused node and the nodes the user just edited.
 */
export class Announcer implements AnnouncerApi {
  readonly #host: AnnouncerHost;
  readonly #queue: AnnouncementQueue;
  readonly #emitter = new Emitter();
  readonly #disposers: (() => void)[];
  #views: AnnouncerViews = {};
  /** the nodes whose next value or error is news, with what was last seen of them */
  #watched = new Map<string, Seen>();
  #edited: string[] = [];
  /** the last node focused: a deletion clears the focus before the batch reaches the announcer */
  #lastFocused: string | undefined;

  constructor(host: AnnouncerHost, timing: Omit<AnnouncementQueueOptions, 'show'> = {}) {
    this.#host = host;
    this.#queue = new AnnouncementQueue({ ...timing, show: () => this.#emitter.emit() });
    this.#disposers = [
      host.project.onChange((batch) => this.#onBatch(batch)),
      host.nodeFocus.subscribe(() => this.#onFocus()),
      host.subscribe(() => this.#onUpdate()),
    ];
    this.#onFocus();
  }

  announce = (text: string): void => this.#queue.announce(text);
  text = (): string => this.#queue.shown();
  subscribe = (listener: () => void): (() => void) => this.#emitter.subscribe(listener);

  configure(views: AnnouncerViews): () => void {
    this.#views = views;
    return () => {
      if (this.#views === views) this.#views = {};
    };
  }

  dispose(): void {
    for (const dispose of this.#disposers) dispose();
    this.#queue.dispose();
    this.#emitter.clear();
  }

  #onFocus(): void {
    const focused = this.#host.nodeFocus.current();
    // kept when its node went: the batch that removed it is still to be told
    if (focused !== undefined || this.#host.graph.getNode(this.#lastFocused ?? ''))
      this.#lastFocused = focused;
    this.#rewatch();
  }

  #onBatch(batch: ChangeBatch): void {
    const { graph, nodeFocus } = this.#host;
    const gone = batch.changes.some((c) => c.type === 'nodeRemoved' && c.node.id === this.#lastFocused);
    const focused = nodeFocus.current() ?? (gone ? this.#lastFocused : undefined);
    if (nodeFocus.current() === undefined) this.#lastFocused = undefined;
    const said = batchAnnouncement(batch, {
      nodeName: (id) => graph.getNode(id)?.name,
      focused,
      collaboratorOf: (id) => this.#views.collaboratorOf?.(id),
    });
    if (said) this.#queue.announce(said);
    if (batch.source === 'remote' || batch.source === 'replay') return;
    const edited = batch.changes.flatMap((c) => (c.type === 'nodeUpdated' ? [c.after.id] : []));
    this.#edited = edited.length <= WATCHED_EDITS ? edited : [];
    this.#rewatch();
  }

  /** what is watched now starts from what it shows now: only a later value is news */
  #rewatch(): void {
    const focused = this.#host.nodeFocus.current();
    const ids = [...this.#edited.filter((id) => id !== focused), ...(focused === undefined ? [] : [focused])];
    const watched = new Map<string, Seen>();
    for (const id of ids) watched.set(id, this.#watched.get(id) ?? this.#seen(id));
    this.#watched = watched;
  }

  #seen(id: string): Seen {
    const status = this.#host.evaluation.status(id);
    return {
      outputs: this.#host.evaluation.outputs(id),
      error: status.status === 'error' ? status.errors[0] : undefined,
    };
  }

  /** the evaluation moved on: a new value or error of a watched node is said (the focused one last) */
  #onUpdate(): void {
    const texts: string[] = [];
    for (const [id, seen] of this.#watched) {
      const name = this.#host.graph.getNode(id)?.name;
      const status = this.#host.evaluation.status(id);
      if (name === undefined || status.status === 'dirty' || status.status === 'untouched') continue;
      const now = this.#seen(id);
      let said: Announcement | undefined;
      if (now.error !== undefined) {
        if (now.error !== seen.error) said = errorAnnouncement(name, now.error);
      } else if (now.outputs !== undefined && now.outputs !== seen.outputs) {
        said = valueAnnouncement(name, now.outputs, this.#views.formatValue ?? String);
      }
      this.#watched.set(id, now);
      if (said) texts.push(said.text);
    }
    if (texts.length > 0) this.#queue.announce(texts.join('; '));
  }
}
