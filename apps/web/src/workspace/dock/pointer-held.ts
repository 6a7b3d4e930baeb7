import { useEffect, useRef, useState } from 'react';

/**
 * The dock's swap from its static tiles to react-mosaic's moves every panel's element, and moving
 * an element ends its pointer capture: a drag begun in the first second of an open (a node, a
 * resize handle, a wire) would be dropped halfway. So the swap waits for a held pointer's release.
 */
let held = false;
const onRelease = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (held = true), true);
  const release = () => {
    held = false;
    for (const listener of [...onRelease]) listener();
    onRelease.clear();
  };
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/**
 * `value` once it is there and no pointer is held down on the page; then it stays. `beforeShow`
 * runs just before the render that shows it.
 */
export function useOncePointerFree<T>(value: T | undefined, beforeShow?: () => void): T | undefined {
  const [shown, setShown] = useState<T | undefined>(undefined);
  const before = useRef(beforeShow);
  before.current = beforeShow;
  useEffect(() => {
    if (shown !== undefined || value === undefined) return;
    const show = () => {
      before.current?.();
      setShown(() => value);
    };
    if (!held) return show();
    onRelease.add(show);
    return () => {
      onRelease.delete(show);
    };
  }, [value, shown]);
  return shown;
}
