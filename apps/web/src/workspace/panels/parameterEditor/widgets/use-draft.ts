import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A text field's draft: follows the param while not being edited, commits on blur and Enter
 * (or Ctrl/⌘+Enter when `multiline`), and Escape puts the param's text back. A commit that
 * returns false refused the text: the param's text comes back.
 */
export function useDraft(text: string, commit: (draft: string) => unknown, multiline = false) {
  const [draft, setDraft] = useState(text);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setDraft(text);
  }, [text]);
  const finish = (value: string) => {
    editing.current = false;
    if (value !== text && commit(value) === false) setDraft(text);
  };
  return {
    value: draft,
    onChange: (e: { currentTarget: { value: string } }) => {
      editing.current = true;
      setDraft(e.currentTarget.value);
    },
    onBlur: () => {
      if (editing.current) finish(draft);
    },
    onKeyDown: (e: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      if (e.key === 'Enter' && (!multiline || e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        finish(draft);
      } else if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        editing.current = false;
        setDraft(text);
      }
    },
  };
}
