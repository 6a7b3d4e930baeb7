import { useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useEditor } from '../../../editor-react/index.js';
import { selectionHistoryOf } from '../../../find/selection-history.js';
import { CanvasUiContext } from '../../canvas/canvas-ui.js';
import { useLevelLanding } from '../../canvas/use-level-landing.js';
import type { GpuCanvas } from '../gpu-canvas.js';
import { followEvaluationFocus } from './evaluation-focus.js';
import { bindKeyboardNodes, type KeyboardNodes } from './keyboard-nodes.js';

/**
 * The GPU canvas's keyboard and what FlowCanvas starts beside it: the graph by keyboard
 * (keyboard-nodes.ts), the level landing and its announcement (a polite live region of the
 * canvas), the evaluation's focus on the view and the selection history.
 */
export function GpuKeyboard({ canvas }: { canvas: GpuCanvas }) {
  const editor = useEditor();
  // the rename field is the DOM work layer's: it is reached through the canvas's view state when there is one
  const ui = useContext(CanvasUiContext);
  const keyboard = useRef<KeyboardNodes | null>(null);
  const container = useMemo(() => ({ current: canvas.host }), [canvas]);

  useEffect(() => {
    const bound = bindKeyboardNodes(canvas, editor, (id) => ui?.getState().startRename(id));
    keyboard.current = bound;
    return () => {
      bound.unbind();
      keyboard.current = null;
    };
  }, [canvas, editor, ui]);

  // a rename ends (Enter, Escape, blur): the keyboard goes back to the node
  useEffect(
    () =>
      ui?.subscribe((state, previous) => {
        if (previous.renaming === null || state.renaming !== null) return;
        queueMicrotask(() => {
          const active = document.activeElement;
          const id = editor.nodeFocus.current();
          if (id !== undefined && (active === document.body || active === null)) keyboard.current?.reveal(id);
        });
      }),
    [ui, editor],
  );

  useEffect(() => followEvaluationFocus(canvas), [canvas]);
  // the recently selected nodes are recorded from the moment the canvas shows the project
  useEffect(() => void selectionHistoryOf(editor), [editor]);

  const source = canvas.source;
  const levelId = useSyncExternalStore(source.subscribe, source.levelId);
  // the level is placed once the canvas has taken it (its scene and view are the new level's)
  const [placedLevel, setPlacedLevel] = useState(levelId);
  useEffect(() => {
    canvas.flush();
    setPlacedLevel(levelId);
  }, [canvas, levelId]);
  const land = useMemo(() => () => keyboard.current?.land() ?? false, []);
  const announcement = useLevelLanding({
    editor,
    levelId,
    placed: placedLevel === levelId,
    container,
    land,
  });
  return (
    <div role="status" className="gc-visually-hidden">
      {announcement}
    </div>
  );
}
