import type { History } from '@nodeloom/engine';
import type { HistoryApi } from './manager-api.js';

/** `editor.history`: undo and redo for the user; an open gesture is cancelled first, a failure reported. */
export class EditorHistory implements HistoryApi {
  constructor(
    private readonly history: History,
    private readonly readOnly: boolean,
    private readonly cancelGesture: () => void,
    private readonly attempt: (run: () => void) => void,
  ) {}

  canUndo = (): boolean => !this.readOnly && this.history.canUndo;
  canRedo = (): boolean => !this.readOnly && this.history.canRedo;

  undo(): void {
    if (this.readOnly) return;
    this.cancelGesture();
    this.attempt(() => this.history.undo());
  }

  redo(): void {
    if (this.readOnly) return;
    this.cancelGesture();
    this.attempt(() => this.history.redo());
  }
}
