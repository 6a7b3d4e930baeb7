import { useStoreApi } from '@xyflow/react';
import { type RefObject, useEffect } from 'react';
import { writeViewAttribute } from './view-attribute.js';

/**
 * Keeps the live canvas's `data-view` in step with xyflow's store as each frame is drawn, written
 * on the element directly: a pan re-renders nothing for it.
 */
export function useViewAttribute(container: RefObject<HTMLElement | null>): void {
  const store = useStoreApi();
  useEffect(() => {
    const write = () => {
      const { width, height, transform } = store.getState();
      writeViewAttribute(container.current, {
        width,
        height,
        x: transform[0],
        y: transform[1],
        zoom: transform[2],
      });
    };
    write();
    return store.subscribe(write);
  }, [store, container]);
}
