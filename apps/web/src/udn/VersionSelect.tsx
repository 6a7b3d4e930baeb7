import { SelectField } from '../ui/Field.js';

/** A labelled choice among a version group's records (the version a draft starts from, the one a node changes to). */
export function VersionSelect<V extends { definition: { udnId: string } }>({
  label,
  versions,
  describe,
  value,
  onChange,
}: {
  label: string;
  versions: readonly V[];
  /** the option's text: the version, and what sets it apart */
  describe(version: V): string;
  /** the chosen record's udnId */
  value: string;
  onChange(udnId: string): void;
}) {
  return (
    <SelectField
      label={label}
      className="udn-select"
      value={value}
      onChange={onChange}
      options={versions.map((version) => ({ value: version.definition.udnId, label: describe(version) }))}
    />
  );
}
