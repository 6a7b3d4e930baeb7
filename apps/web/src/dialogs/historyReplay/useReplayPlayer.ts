import { systemClock } from '@nodeloom/engine';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { WorkspaceEditor } from '../../editor/WorkspaceEditor.js';
import { loadProjectHistory } from '../../replay/project-history.js';
import { ReplayPlayer } from '../../replay/replay-player.js';
import { type SessionRecording, sessionRecording } from '../../replay/session-recording.js';

/** What the dialog replays: the project's stored log, or (no log: a snapshot, the playground) this window's edits. */
export type ReplaySource = 'log' | 'window';

function playerOver(open: WorkspaceEditor, recording: SessionRecording): ReplayPlayer {
  return new ReplayPlayer({
    recording,
    clock: systemClock,
    createEditor: (events) =>
      new WorkspaceEditor({
        projectId: open.projectId,
        events,
        readOnly: true,
        registry: open.project.registry,
        initialLevelId: open.currentLevelId(),
        saveTransport: async () => {},
        ...(open.udns ? { udns: open.udns } : {}),
      }),
  });
}

/**
 * A player over the open project's whole stored history (every session, paged from its log), on
 * its own read-only copy; disposed with the dialog. Undefined while the history loads. A project
 * read without a log counter, or a history that cannot be read, replays this window's edits.
 */
export function useReplayPlayer(open: WorkspaceEditor): { player?: ReplayPlayer; source?: ReplaySource } {
  const [loaded, setLoaded] = useState<{ player: ReplayPlayer; source: ReplaySource }>();
  useEffect(() => {
    let live = true;
    let player: ReplayPlayer | undefined;
    const use = (recording: SessionRecording, source: ReplaySource) => {
      if (!live) return;
      player = playerOver(open, recording);
      setLoaded({ player, source });
    };
    if (open.loadedCounter === undefined) use(sessionRecording(open.project), 'window');
    else
      loadProjectHistory(open.projectId).then(
        (recording) => use(recording, 'log'),
        () => use(sessionRecording(open.project), 'window'),
      );
    return () => {
      live = false;
      player?.dispose();
    };
  }, [open]);
  return loaded ?? {};
}

export function useReplayState(player: ReplayPlayer) {
  return useSyncExternalStore(
    (listener) => player.subscribe(listener),
    () => player.state(),
  );
}
