import { Dialog } from '@base-ui/react/dialog';
import type { ReactNode } from 'react';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal keepMounted={keepMounted}>
        <Dialog.Backdrop className="modal-backdrop" />
        <Dialog.Popup className={`modal card modal-${size}`}>
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="muted">{description}</Dialog.Description> : null}
          {children}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
