import { useEffect, useRef, useState } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { useCanvasUi, useCanvasUiStore } from '../canvas/canvas-ui.js';

/**
 * A node's name, renamed in place (double-click the name, F2 via the menu). The engine checks the
 * spec's name rules and throws their message ('Node name cannot contain space', …), shown under
 * the field until the name is fixed or the edit is cancelled with Escape.
 */
export function NodeName({ id, name, readOnly }: { id: string; name: string; readOnly: boolean }) {
  const renaming = useCanvasUi((s) => s.renaming === id);
  const store = useCanvasUiStore();
  if (renaming && !readOnly) return <NameEditor id={id} name={name} />;
  return (
    <span
      className="gc-node-name"
      title={readOnly ? name : `${name} — double-click to rename`}
      onDoubleClick={(event) => {
        if (readOnly) return;
        event.stopPropagation();
        store.getState().startRename(id);
      }}
    >
      {name}
    </span>
  );
}

/** The in-place name field: Enter commits through the editor (a refusal shows under it), Escape cancels. */
export function NameEditor({ id, name }: { id: string; name: string }) {
  const editor = useEditor();
  const store = useCanvasUiStore();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const close = () => store.getState().startRename(null);
  const commit = () => {
    if (value === name) return close();
    const renamed = editor.nodes.rename(id, value);
    if (renamed.ok) close();
    else setError(renamed.refusal.message);
  };

  const errorId = `gc-name-error-${id}`;
  return (
    <span className="gc-name-editor nodrag nopan">
      <input
        ref={input}
        className="gc-name-input"
        aria-label="Node name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        spellCheck={false}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') close();
        }}
        onBlur={() => {
          if (!error) commit();
        }}
      />
      {error ? (
        <span id={errorId} role="alert" className="gc-name-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}
