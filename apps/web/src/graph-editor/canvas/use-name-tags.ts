import { useStoreApi } from '@xyflow/react';
import { type RefObject, useEffect, useId } from 'react';
import { NameTagScale, nameTagsShown } from './name-tags.js';

/**
 * Name tags come and go with the zoom and keep their size on screen once it rests: both reach
 * their CSS (the canvas's data-name-tags, a scale rule of their own) without re-rendering any
 * view. Returns the scope that rule is written for (the canvas's data-tag-scope).
 */
export function useNameTags(container: RefObject<HTMLElement | null>, maxNameTagZoom: number): string {
  const flowStore = useStoreApi();
  const tagScope = useId();
  useEffect(() => {
    const canvas = container.current;
    if (!canvas) return;
    const scale = new NameTagScale(canvas.ownerDocument, tagScope);
    const show = (zoom: number) =>
      canvas.toggleAttribute('data-name-tags', nameTagsShown(zoom, maxNameTagZoom));
    const zoom = flowStore.getState().transform[2];
    show(zoom);
    scale.setZoom(zoom);
    const unsubscribe = flowStore.subscribe((s, previous) => {
      if (s.transform[2] === previous.transform[2]) return;
      show(s.transform[2]);
      scale.settleAt(s.transform[2]);
    });
    return () => {
      unsubscribe();
      scale.dispose();
    };
  }, [flowStore, maxNameTagZoom, tagScope, container]);
  return tagScope;
}
