import { AlertDialog } from '@base-ui/react/alert-dialog';
import { type ReactNode, useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
}

/** Asks before an action that cannot be undone; Cancel has the focus first. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    danger = false,
    busy = false,
    onConfirm,
  } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className="modal-backdrop" />
        <AlertDialog.Popup className="modal modal-small card">
          <AlertDialog.Title className="modal-title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="muted">{description}</AlertDialog.Description>
          <div className="modal-actions">
            <AlertDialog.Close className="button">Cancel</AlertDialog.Close>
            <button
              type="button"
              className={danger ? 'button button-danger-solid' : 'button button-primary'}
              disabled={busy}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

type ForItem<T, V> = V | ((item: T) => V);

/**
 * A confirmation about one pending item (the snapshot to delete, the link to revoke): open while
 * `item` is set, its texts made from the item, `onConfirm(item)` then dismissed. While it closes it
 * keeps showing the last item, so the text does not blank out during the exit animation.
 */
export function ConfirmFor<T>({
  item,
  onDismiss,
  title,
  description,
  confirmLabel,
  danger = false,
  busy,
  onConfirm,
}: {
  item: T | null;
  onDismiss(): void;
  title: ForItem<T, string>;
  description: ForItem<T, ReactNode>;
  confirmLabel: ForItem<T, string>;
  danger?: ForItem<T, boolean>;
  busy?: boolean;
  onConfirm(item: T): void;
}) {
  // the item last shown, kept through the exit animation (state adjusted while rendering, as React advises)
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  const text = <V,>(value: ForItem<T, V>, fallback: V): V =>
    typeof value !== 'function' ? value : shown === null ? fallback : (value as (item: T) => V)(shown);
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => (open ? undefined : onDismiss())}
      title={text(title, '')}
      description={text(description, '')}
      confirmLabel={text(confirmLabel, '')}
      danger={text(danger, false)}
      busy={busy}
      onConfirm={() => {
        if (item === null) return;
        onConfirm(item);
        onDismiss();
      }}
    />
  );
}
