import { type ComponentType, useEffect } from 'react';
import { useStore } from 'zustand';
import { dialogsStore } from '../state/dialogs.js';
import { diffHighlightStore } from '../state/graph-diff.js';
import { loadedComponent } from '../ui/loaded-component.js';
import { DiffBanner } from './DiffBanner.js';
import type { DialogContext, DialogDescriptor, DialogProps } from './dialog-descriptor.js';
import { dialogById } from './registry.js';

// The dialog frame (base-ui's dialog) loads with the first dialog opened, or when idle before.
export const loadModal = () => import('../ui/Modal.js');
// nothing shows until the dialog frame's code is there (prefetched when idle)
const Modal = loadedComponent(() => loadModal().then((module) => ({ default: module.Modal })));

const loadingDialog = (
  <div className="modal-loading muted" role="status">
    Loading…
  </div>
);

// One component per dialog, made once, drawn once its code is there (ui/loaded-component.tsx).
const components = new Map<string, ComponentType<DialogProps>>();
function componentOf(dialog: DialogDescriptor): ComponentType<DialogProps> {
  let component = components.get(dialog.id);
  if (!component) {
    component = loadedComponent(dialog.load, loadingDialog);
    components.set(dialog.id, component);
  }
  return component;
}

/** Renders the open workspace dialogs (state/dialogs.ts); Escape or the backdrop closes the top one. */
export function DialogHost({ ctx }: { ctx: DialogContext }) {
  const open = useStore(dialogsStore, (state) => state.open);
  // Dialogs belong to the open project: leaving the workspace closes them.
  useEffect(
    () => () => {
      dialogsStore.getState().closeAll();
      diffHighlightStore.getState().clear();
    },
    [],
  );
  return (
    <>
      <DiffBanner />
      {open.map(({ id, args }, index) => {
        const dialog = dialogById(id);
        if (!dialog) return null;
        const Content = componentOf(dialog);
        const close = () => dialogsStore.getState().closeDialog(id);
        return (
          <Modal
            key={id}
            // only the top dialog is open (one focus trap, one Escape); those under it stay mounted,
            // hidden, and keep what was typed in them until it closes
            open={index === open.length - 1}
            keepMounted
            onOpenChange={(next) => (next ? undefined : close())}
            title={dialog.title}
            size={dialog.size ?? 'medium'}
          >
            <Content ctx={ctx} args={args} close={close} />
          </Modal>
        );
      })}
    </>
  );
}
