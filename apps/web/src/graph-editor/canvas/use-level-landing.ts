import { type RefObject, useEffect, useRef, useState } from 'react';
import type { EditorApi } from '../../editor/index.js';

/**
 * A level entered or left: the level path is announced (a polite live region of the canvas), and
 * when the keyboard was on the canvas it lands again once the level's view is in place: on the
 * focused node, else the one nearest the view's centre, else the canvas itself (an empty level).
 */
export function useLevelLanding({
  editor,
  levelId,
  placed,
  container,
  land,
}: {
  editor: EditorApi;
  levelId: string;
  placed: boolean;
  container: RefObject<HTMLElement | null>;
  land(): boolean;
}): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(levelId);
  const pending = useRef(false);
  useEffect(() => {
    if (previous.current === levelId) return;
    previous.current = levelId;
    setAnnouncement(
      `Level ${editor.view
        .levelPath()
        .map((crumb) => crumb.name)
        .join(' / ')}`,
    );
    const canvas = container.current;
    const active = canvas?.ownerDocument.activeElement;
    // the entered node's element has gone with its level: the focus fell to the page
    pending.current = !!canvas && (active === canvas.ownerDocument.body || canvas.contains(active ?? null));
  }, [levelId, editor, container]);
  useEffect(() => {
    if (!placed || !pending.current) return;
    pending.current = false;
    if (!land()) container.current?.focus();
  }, [placed, land, container]);
  return announcement;
}
