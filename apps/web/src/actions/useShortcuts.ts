import { useEffect } from 'react';
import type { CommandContext } from './commands.js';
import { dispatchShortcut, handleClipboardEvent } from './dispatch.js';

/** Binds the command registry's shortcuts and the clipboard events to the page while mounted. */
export function useShortcuts(ctx: CommandContext | undefined): void {
  useEffect(() => {
    if (!ctx) return;
    const onKey = (event: KeyboardEvent) => {
      dispatchShortcut(event, ctx);
    };
    const onClipboard = (event: ClipboardEvent) => handleClipboardEvent(event, ctx);
    window.addEventListener('keydown', onKey);
    document.addEventListener('copy', onClipboard);
    document.addEventListener('cut', onClipboard);
    document.addEventListener('paste', onClipboard);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('copy', onClipboard);
      document.removeEventListener('cut', onClipboard);
      document.removeEventListener('paste', onClipboard);
    };
  }, [ctx]);
}
