import type { VersionChanges } from './version-changes.js';
import { hasChanges } from './version-changes.js';

const ROWS: { key: keyof VersionChanges; label: string }[] = [
  { key: 'inputs', label: 'Inputs' },
  { key: 'outputs', label: 'Outputs' },
  { key: 'params', label: 'Params' },
];

/** What a version change adds and removes, shown before it is applied. */
export function VersionChangesList({ changes }: { changes: VersionChanges }) {
  if (!hasChanges(changes)) return <p className="muted">Same inputs, outputs and params.</p>;
  return (
    <dl className="udn-changes" aria-label="What changes">
      {ROWS.filter(({ key }) => changes[key].added.length + changes[key].removed.length > 0).map(
        ({ key, label }) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>
              {changes[key].added.map((name) => (
                <span key={`+${name}`} className="udn-added">
                  + {name}{' '}
                </span>
              ))}
              {changes[key].removed.map((name) => (
                <span key={`-${name}`} className="udn-removed">
                  − {name}{' '}
                </span>
              ))}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
