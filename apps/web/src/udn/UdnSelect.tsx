import { SelectField } from '../ui/Field.js';

/** A UDN record's id, the value of a version's option. */
export const udnIdOf = <R extends { definition: { udnId: string } }>(record: R) => record.definition.udnId;

/**
 * A labelled choice in the UDN dialogs' style among version groups or a group's records (the group
 * to edit or add a version to, the version a draft starts from, the one a node changes to).
 */
export function UdnSelect<T>({
  label,
  items,
  idOf,
  describe,
  value,
  onChange,
}: {
  label: string;
  items: readonly T[];
  /** the item's id: the option's value */
  idOf(item: T): string;
  /** the option's text: the item's name or version, and what sets it apart */
  describe(item: T): string;
  value: string;
  onChange(id: string): void;
}) {
  return (
    <SelectField
      label={label}
      className="text-box udn-select"
      value={value}
      onChange={onChange}
      options={items.map((item) => ({ value: idOf(item), label: describe(item) }))}
    />
  );
}
