import type { HistoryReplayStatus } from '@nodeloom/engine';
import { REPLAY_SPEEDS, type ReplayPlayerApi, type ReplayState } from '../../editor/index.js';

const STATUS_TEXT: Record<HistoryReplayStatus, string> = {
  stopped: 'Stopped',
  playing: 'Playing',
  paused: 'Paused',
  finished: 'Finished',
};

interface ReplayBarProps {
  player: ReplayPlayerApi;
  state: ReplayState;
  /** runs a player call; what the engine refuses becomes a toast */
  attempt(action: () => void): void;
}

/** Start, pause or resume, stop, the speed, the status and the step. */
export function ReplayBar({ player, state, attempt }: ReplayBarProps) {
  const { status, position, total, speed } = state;
  const running = status === 'playing' || status === 'paused';
  return (
    <div className="replay-bar" role="toolbar" aria-label="Replay controls">
      <button
        type="button"
        className="button button-primary"
        title="Replay from the first step"
        disabled={total === 0}
        onClick={() => attempt(() => player.start())}
      >
        Start
      </button>
      {status === 'paused' ? (
        <button type="button" className="button" onClick={() => player.resume()}>
          Resume
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={status !== 'playing'}
          onClick={() => player.pause()}
        >
          Pause
        </button>
      )}
      <button type="button" className="button" disabled={!running} onClick={() => player.stop()}>
        Stop
      </button>
      <label className="replay-speed">
        Speed
        <select
          className="input"
          aria-label="Replay speed"
          value={speed}
          onChange={(event) => attempt(() => player.setSpeed(Number(event.target.value)))}
        >
          {REPLAY_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}×
            </option>
          ))}
        </select>
      </label>
      <span className="replay-spacer" />
      <span className={`replay-status replay-status-${status}`} role="status" aria-label="Replay status">
        {STATUS_TEXT[status]}
      </span>
      <span className="replay-step" aria-label="Replay step">
        Step {position} of {total}
      </span>
    </div>
  );
}
