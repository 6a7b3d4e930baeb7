import { Dialog } from '@base-ui/react/dialog';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** medium (default) suits a form; large and full suit managers with lists */
  size?: 'medium' | 'large' | 'full';
  /** kept in the page while closed (a dialog under another one keeps what was typed in it) */
  keepMounted?: boolean;
}

/** A dialog over the page (focus trapped, Escape and the backdrop close it), named by its title. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'medium',
  keepMounted = false,
}: ModalProps) {
  // Closed, the dialog gives focus back to the element that had it when it opened. base-ui reads
  // that element again whenever its focus effect re-arms while open; a control removed from under
  // the focus (the wire picker's Remove) left it reading the page's body, and Escape then dropped
  // the keyboard on the page instead of the canvas node the picker was opened from.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);
  const finalFocus = () => (opener.current?.isConnected ? opener.current : true);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal keepMounted={keepMounted}>
        <Dialog.Backdrop className="modal-backdrop" />
        <Dialog.Popup className={`modal card modal-${size}`} finalFocus={finalFocus}>
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="muted">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
