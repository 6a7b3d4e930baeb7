import { SelectField } from '../ui/Field.js';
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
  return (
    <SelectField
      label="Version group"
      className="udn-select"
      value={value}
      onChange={onChange}
      options={groups.map((g) => ({
        value: g.id,
        label: `${g.name} (${g.versions.length === 1 ? '1 record' : `${g.versions.length} records`})`,
      }))}
    />
  );
}
