import { useStore } from 'zustand';
import { type DeployRun, deployRunStore } from '../../services/publishing-deploy-state.js';
import { formatBytes, hostOf } from './format.js';

const STEPS = { building: 1, uploading: 2, done: 3, failed: 3 } as const;

function sourceLabel(run: DeployRun): string {
  switch (run.source.kind) {
    case 'project':
      return 'the project';
    case 'snapshot':
      return `snapshot ${run.source.snapshotName}`;
    case 'node':
      return `node ${run.source.nodeName}`;
  }
}

function stepText(run: DeployRun): string {
  const what = sourceLabel(run);
  const to = run.branch ? ` to ${run.branch}` : '';
  switch (run.state.step) {
    case 'building':
      return `Building ${what}…`;
    case 'uploading':
      return `Uploading ${run.state.fileCount} files (${formatBytes(run.state.bytes)})${to}…`;
    case 'done':
      return `Deployed ${what}${to}`;
    case 'failed':
      return `Deploy of ${what}${to} failed`;
  }
}

/** The deploy under way or just finished in this project: its step, then its address or why it failed. */
export function DeployProgress({ projectId }: { projectId: string }) {
  const run = useStore(deployRunStore, (state) => state.run);
  if (!run || run.projectId !== projectId) return null;
  const { state } = run;
  return (
    <div className="dm-progress" data-step={state.step}>
      <div className="dm-progress-line" role="status" aria-live="polite">
        <span>{stepText(run)}</span>
        {state.step === 'done' ? (
          <a href={state.deployment.aliasUrl} target="_blank" rel="noreferrer">
            {hostOf(state.deployment.aliasUrl)}
          </a>
        ) : null}
      </div>
      <progress className="dm-progress-bar" aria-label="Deploy progress" value={STEPS[state.step]} max={3} />
      {state.step === 'failed' ? (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
