import {
  type Clock,
  DEFAULT_REPLAY_SPEED,
  type EventInput,
  graphToBootstrapEvents,
  type History,
  HistoryReplay,
  type Project,
} from '@nodeloom/engine';
import type { EditorApi, ReplayPlayerApi, ReplayState, SessionRecording } from '../editor-api.js';

export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

/** The replayed copy: an editor whose project the engine's HistoryReplay plays into. */
export type ReplayCopy = EditorApi & { readonly project: Project; readonly engineHistory: History };
type CopyState = ReplayState & { readonly editor: ReplayCopy };

export interface ReplayPlayerOptions {
  recording: SessionRecording;
  /** a read-only editor over these bootstrap events (never the open project's editor) */
  createEditor(events: readonly EventInput[]): ReplayCopy;
  clock: Clock;
}

/**
 * Plays a SessionRecording into its own read-only copy of the project (the engine's HistoryReplay):
 * start, pause, resume, stop and speed. Starting again after a stop or the end replays from the
 * recording's start on a fresh copy; starting while it plays or is paused raises the engine's
 * 'Events replay already started'. Undo and redo on the copy raise 'Cannot undo or redo when
 * replaying events' while it plays.
 */
export class ReplayPlayer implements ReplayPlayerApi {
  readonly #options: ReplayPlayerOptions;
  readonly #listeners = new Set<() => void>();
  #replay: HistoryReplay;
  #unlisten: () => void;
  #state: CopyState;
  #speed: number = DEFAULT_REPLAY_SPEED;
  #copy = 0;

  constructor(options: ReplayPlayerOptions) {
    this.#options = options;
    const { replay, unlisten, editor } = this.#build();
    this.#replay = replay;
    this.#unlisten = unlisten;
    this.#state = this.#read(editor);
  }

  state(): ReplayState {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  start(): void {
    const { status } = this.#replay;
    if (status === 'playing' || status === 'paused') this.#replay.start(); // raises: already started
    if (this.#replay.position > 0) this.#rebuild();
    this.#replay.start();
  }

  pause(): void {
    this.#replay.pause();
  }

  resume(): void {
    this.#replay.resume();
  }

  stop(): void {
    this.#replay.stop();
  }

  setSpeed(speed: number): void {
    this.#replay.setSpeed(speed);
    this.#speed = speed;
    this.#changed();
  }

  /** Undo or redo on the replayed copy: refused by the engine while it plays. */
  undo(): void {
    this.#state.editor.engineHistory.undo();
  }

  redo(): void {
    this.#state.editor.engineHistory.redo();
  }

  dispose(): void {
    this.#replay.stop();
    this.#unlisten();
    this.#state.editor.dispose();
    this.#listeners.clear();
  }

  #build() {
    const editor = this.#options.createEditor(graphToBootstrapEvents(this.#options.recording.start));
    const replay = new HistoryReplay(this.#options.recording.events, editor.project, this.#options.clock);
    replay.setSpeed(this.#speed);
    this.#copy++;
    const unlisten = replay.onChange(() => this.#changed());
    return { replay, unlisten, editor };
  }

  #rebuild(): void {
    this.#unlisten();
    const previous = this.#state.editor;
    const { replay, unlisten, editor } = this.#build();
    this.#replay = replay;
    this.#unlisten = unlisten;
    this.#state = this.#read(editor);
    previous.dispose();
  }

  #read(editor: ReplayCopy): CopyState {
    return {
      editor,
      copy: this.#copy,
      status: this.#replay.status,
      position: this.#replay.position,
      total: this.#replay.events.length,
      speed: this.#speed,
    };
  }

  #changed(): void {
    this.#state = this.#read(this.#state.editor);
    for (const listener of this.#listeners) listener();
  }
}
