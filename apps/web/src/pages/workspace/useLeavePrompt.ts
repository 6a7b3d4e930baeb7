import { UNSAVED_CHANGES_MESSAGE } from '@nodeloom/engine';
import { useEffect } from 'react';
import type { EditorApi } from '../../editor/index.js';

/**
 * §8: leaving with unsaved changes asks first ('Changes that you made may not be saved.', the
 * browser shows its own wording) and tries to flush what is pending.
 */
export function useLeavePrompt(editor: EditorApi | undefined): void {
  useEffect(() => {
    if (!editor || editor.readOnly) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!editor.persistence.hasUnsavedChanges()) return;
      void editor.persistence.flush();
      event.preventDefault();
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    const onPageHide = () => {
      if (editor.persistence.hasUnsavedChanges()) void editor.persistence.flush();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [editor]);
}
