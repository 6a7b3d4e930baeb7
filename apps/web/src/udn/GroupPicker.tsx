import { useId } from 'react';
import type { RecordGroup } from './group-records.js';

/** Picks one of the user's version groups (by the name of its newest record). */
export function GroupPicker({
  groups,
  value,
  onChange,
}: {
  groups: readonly RecordGroup[];
  value: string;
  onChange(groupId: string): void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Version group</label>
      <select id={id} className="udn-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name} ({g.versions.length === 1 ? '1 record' : `${g.versions.length} records`})
          </option>
        ))}
      </select>
    </div>
  );
}
