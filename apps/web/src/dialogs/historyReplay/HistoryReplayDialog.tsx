import { type KeyboardEvent, useEffect } from 'react';
import type { ReplayPlayerApi } from '../../editor/index.js';
import { EditorProvider } from '../../editor-react/index.js';
import { loadGraphCanvas, useGraphCanvasCode } from '../../graph-editor/load-graph-canvas.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { ReplayBar } from './ReplayBar.js';
import { type ReplaySource, useReplayPlayer, useReplayState } from './useReplayPlayer.js';
import './history-replay.css';

const isUndoKey = (e: KeyboardEvent) => (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z';
const isRedoKey = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && (e.key.toLowerCase() === 'y' || (e.shiftKey && e.key.toLowerCase() === 'z'));

/**
 * The history replay (spec 1 §2): the project's whole stored history (every session's edits and
 * every REST save, from its log), played into a read-only copy drawn on its own canvas (nodes show
 * their values as evaluated at each step); the open project is never touched. Undo and redo keys
 * act on the copy here, so they are refused while it replays.
 */
export default function HistoryReplayDialog({ ctx }: DialogProps) {
  const { player, source } = useReplayPlayer(ctx.editor);
  if (!player || !source)
    return (
      <div className="replay-dialog" aria-busy="true">
        <p className="muted replay-empty">Loading the project's history…</p>
      </div>
    );
  return <LoadedReplay player={player} source={source} notify={ctx.notify} />;
}

function LoadedReplay({
  player,
  source,
  notify,
}: {
  player: ReplayPlayerApi;
  source: ReplaySource;
  notify: DialogProps['ctx']['notify'];
}) {
  const state = useReplayState(player);
  // the copy is drawn by the canvas the workspace draws with (loaded by then; asked for if not)
  const ReplayCanvas = useGraphCanvasCode()?.GraphCanvas;
  useEffect(() => {
    if (!ReplayCanvas)
      void loadGraphCanvas().catch((error: Error) => console.warn('The canvas did not load:', error.message));
  }, [ReplayCanvas]);
  const attempt = (action: () => void) => {
    try {
      action();
    } catch (error) {
      notify({ kind: 'warning', title: (error as Error).message });
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const redo = isRedoKey(event);
    if (!redo && !isUndoKey(event)) return;
    // the workspace's own undo must not run under the replay
    event.preventDefault();
    event.stopPropagation();
    attempt(() => (redo ? player.redo() : player.undo()));
  };

  return (
    <div className="replay-dialog" onKeyDown={onKeyDown}>
      <ReplayBar player={player} state={state} attempt={attempt} />
      {state.total === 0 ? (
        <p className="muted replay-empty">
          {source === 'log'
            ? 'Nothing to replay yet: every edit made to this project, in any session, is replayed here.'
            : 'Nothing to replay yet: edits made since the project was opened in this window are replayed here.'}
        </p>
      ) : (
        <p className="muted replay-hint">Select a node on the copy below to see its values at this step.</p>
      )}
      <div className="replay-canvas" aria-label="Replayed project">
        <EditorProvider key={state.copy} editor={state.editor}>
          {ReplayCanvas ? <ReplayCanvas /> : null}
        </EditorProvider>
      </div>
    </div>
  );
}
