import { ConfirmFor } from '../../ui/ConfirmDialog.js';

/**
 * The question before a manager's list deletes one of its items ('Delete this snippet?'): the item
 * is deleted for good, and what that leaves behind.
 */
export function ConfirmLibraryDelete<T extends { name: string }>({
  noun,
  confirm,
  consequence,
}: {
  /** singular, lower case ('snippet') */
  noun: string;
  /** useLibraryMutations' `remove.confirm` */
  confirm: { item: T | null; onDismiss(): void; busy: boolean; onConfirm(item: T): void };
  /** what stays as it was ('Nodes inserted from it stay in their projects.') */
  consequence: string;
}) {
  return (
    <ConfirmFor
      {...confirm}
      title={`Delete this ${noun}?`}
      description={(item) => `"${item.name}" is deleted for good. ${consequence}`}
      confirmLabel="Delete"
      danger
    />
  );
}
