import { useEffect, useState, useSyncExternalStore } from 'react';
import type { EditorApi, ReplayPlayerApi, SessionRecording } from '../../editor/index.js';
import { loadProjectHistory } from '../../services/project-history.js';

/** What the dialog replays: the project's stored log, or (no log: a snapshot, the playground) this window's edits. */
export type ReplaySource = 'log' | 'window';

/**
 * A player over the open project's whole stored history (every session, paged from its log), on
 * its own read-only copy; disposed with the dialog. Undefined while the history loads. A project
 * read without a log counter, or a history that cannot be read, replays this window's edits.
 */
export function useReplayPlayer(open: EditorApi): { player?: ReplayPlayerApi; source?: ReplaySource } {
  const [loaded, setLoaded] = useState<{ player: ReplayPlayerApi; source: ReplaySource }>();
  useEffect(() => {
    let live = true;
    let player: ReplayPlayerApi | undefined;
    const use = (recording: SessionRecording, source: ReplaySource) => {
      if (!live) return;
      player = open.replay.player(recording);
      setLoaded({ player, source });
    };
    if (open.collaboration.loadedCounter === undefined) use(open.replay.recording(), 'window');
    else
      loadProjectHistory(open.projectId).then(
        (recording) => use(recording, 'log'),
        () => use(open.replay.recording(), 'window'),
      );
    return () => {
      live = false;
      player?.dispose();
    };
  }, [open]);
  return loaded ?? {};
}

export function useReplayState(player: ReplayPlayerApi) {
  return useSyncExternalStore(
    (listener) => player.subscribe(listener),
    () => player.state(),
  );
}
