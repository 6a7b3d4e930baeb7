import type { Graph, GraphEvent, Project } from '@nodeloom/engine';

/**
 * What a history replay plays: the project as it was when this window opened it, and every event
 * applied to it since (this user's edits, undo and redo, and collaborators' events), in order with
 * their timestamps. The open project itself is never replayed into.
 */
export interface SessionRecording {
  readonly start: Graph;
  readonly events: readonly GraphEvent[];
}

const recordings = new WeakMap<Project, { start: Graph; events: GraphEvent[] }>();

/**
 * Starts recording an open project's events (once per project; later calls keep the first).
 * 'replay' batches are the project's own loading and are not edits. Returns the stop, which also
 * forgets the recording.
 */
export function startSessionRecording(project: Project): () => void {
  if (recordings.has(project)) return () => {};
  const recording = { start: project.graph.toGraph(), events: [] as GraphEvent[] };
  recordings.set(project, recording);
  const unsubscribe = project.onChange((batch) => {
    if (batch.source !== 'replay') recording.events.push(...batch.events);
  });
  return () => {
    unsubscribe();
    recordings.delete(project);
  };
}

/** A copy of what was recorded so far (later edits do not reach a replay already built). */
export function sessionRecording(project: Project): SessionRecording {
  const recording = recordings.get(project);
  if (!recording) throw new Error('History replay: this project is not being recorded');
  return { start: recording.start, events: [...recording.events] };
}
