import type { ReactNode } from 'react';

/** A dialog's foot with its way out (Close, or Done where the dialog's work is saved as it goes), then any other buttons. */
export function CloseActions({
  onClose,
  label = 'Close',
  primary = false,
  children,
}: {
  onClose(): void;
  label?: string;
  primary?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="modal-actions">
      <button type="button" className={primary ? 'button button-primary' : 'button'} onClick={onClose}>
        {label}
      </button>
      {children}
    </div>
  );
}

/**
 * A dialog with nothing to do here yet (no node selected, nothing to start from, a failed load):
 * why, in one paragraph, and Close; `children` are other ways on, after Close.
 */
export function EmptyDialog({
  text,
  textClassName = 'muted',
  alert = false,
  frameClassName,
  onClose,
  children,
}: {
  text: ReactNode;
  /** the paragraph's class: 'muted' (default), or the dialog's own note or error style */
  textClassName?: string;
  /** the text is a failure, announced as an alert */
  alert?: boolean;
  /** the dialog's frame class, when its content sits in one */
  frameClassName?: string;
  onClose(): void;
  children?: ReactNode;
}) {
  const content = (
    <>
      <p className={textClassName} role={alert ? 'alert' : undefined}>
        {text}
      </p>
      <CloseActions onClose={onClose}>{children}</CloseActions>
    </>
  );
  return frameClassName ? <div className={frameClassName}>{content}</div> : content;
}
