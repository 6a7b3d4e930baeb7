import type { Graph, GraphEvent, Project } from '@nodeloom/engine';
import type { EditorReplayApi, SessionRecording } from './editor-api.js';

/**
 * `editor.recording`: records the open project's events from the moment the editor is built.
 * 'replay' batches are the project's own loading and are not edits.
 */
export class SessionRecorder implements Pick<EditorReplayApi, 'recording'> {
  readonly #start: Graph;
  readonly #events: GraphEvent[] = [];
  readonly stop: () => void;

  constructor(project: Project) {
    this.#start = project.graph.toGraph();
    this.stop = project.onChange((batch) => {
      if (batch.source !== 'replay') this.#events.push(...batch.events);
    });
  }

  /** A copy of what was recorded so far (later edits do not reach a replay already built). */
  recording(): SessionRecording {
    return { start: this.#start, events: [...this.#events] };
  }
}
