import { systemClock } from '@nodeloom/engine';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { WorkspaceEditor } from '../../editor/WorkspaceEditor.js';
import { ReplayPlayer } from '../../replay/replay-player.js';
import { sessionRecording } from '../../replay/session-recording.js';

/** A player over the open project's recording, on its own read-only copy; disposed with the dialog. */
export function useReplayPlayer(open: WorkspaceEditor): ReplayPlayer {
  const [player] = useState(
    () =>
      new ReplayPlayer({
        recording: sessionRecording(open.project),
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
      }),
  );
  useEffect(() => () => player.dispose(), [player]);
  return player;
}

export function useReplayState(player: ReplayPlayer) {
  return useSyncExternalStore(
    (listener) => player.subscribe(listener),
    () => player.state(),
  );
}
