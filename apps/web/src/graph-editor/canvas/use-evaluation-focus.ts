import { useStoreApi } from '@xyflow/react';
import { useEffect } from 'react';
import { useEditor } from '../../editor-react/index.js';

/** How long the view must rest before the evaluation's focus follows it (not every pan frame). */
const SETTLE_MS = 120;

/**
 * Tells the editor the centre of what the canvas shows, in flow units, once the view rests after
 * a move (and as soon as the canvas has a size): a pass evaluates the nodes nearest it first, so
 * a big project's values fill in from the viewport outwards.
 */
export function useEvaluationFocus(): void {
  const editor = useEditor();
  const flowStore = useStoreApi();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const report = () => {
      timer = undefined;
      const { transform, width, height } = flowStore.getState();
      const [x, y, zoom] = transform;
      if (width <= 0 || height <= 0 || zoom <= 0) return;
      editor.evaluation.focusOn({ x: (width / 2 - x) / zoom, y: (height / 2 - y) / zoom });
    };
    report();
    const unsubscribe = flowStore.subscribe((state, previous) => {
      if (
        state.transform === previous.transform &&
        state.width === previous.width &&
        state.height === previous.height
      )
        return;
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(report, SETTLE_MS);
    });
    return () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [editor, flowStore]);
}
