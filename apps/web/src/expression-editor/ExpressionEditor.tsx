import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { expressionEditorExtensions } from './expression-extensions.js';
import type { ExpressionHost, ExpressionSubject } from './expression-host.js';
import './expression-editor.css';

export interface ExpressionEditorProps {
  host: ExpressionHost;
  /** whose expression: completion and lint read its node, level and params */
  subject: ExpressionSubject | undefined;
  /** the param's expression: shown while the field is not being edited */
  value: string;
  /** a changed text, on Enter (Ctrl/⌘+Enter when multiline) or when the field loses focus */
  onCommit(text: string): void;
  /** every edit of the text (a dialog applies the draft with its own button) */
  onChange?(text: string): void;
  /** default true; a dialog commits with its button instead */
  commitOnBlur?: boolean;
  /** names the field (its row's label) */
  labelledBy?: string;
  id?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  multiline?: boolean;
  placeholder?: string;
  autoFocus?: boolean;
}

/**
 * The CodeMirror 6 expression field: highlighting, completion from the project's tree, the
 * engine's parser as lint. It commits on Enter or blur and Escape puts the param's text back.
 * The view is made once per mount; props reach it through refs and compartments.
 */
export function ExpressionEditor(props: ExpressionEditorProps) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const attributes = useRef(new Compartment());
  const editable = useRef(new Compartment());

  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per mount; later props go through refs
  useEffect(() => {
    const revert = () => {
      const v = view.current;
      if (v) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: latest.current.value } });
    };
    const created = new EditorView({
      parent: parent.current!,
      state: EditorState.create({
        doc: props.value,
        extensions: [
          expressionEditorExtensions({
            scope: () => {
              const { host, subject } = latest.current;
              return subject ? { host, subject } : undefined;
            },
            onCommit: (text) => {
              if (text !== latest.current.value) latest.current.onCommit(text);
            },
            onRevert: revert,
            onChange: (text) => latest.current.onChange?.(text),
            commitOnBlur: props.commitOnBlur ?? true,
            multiline: props.multiline ?? false,
            ...(props.placeholder ? { placeholder: props.placeholder } : {}),
          }),
          attributes.current.of(contentAttributes(props)),
          editable.current.of(editableExtensions(props.disabled ?? false)),
        ],
      }),
    });
    view.current = created;
    if (props.autoFocus) created.focus();
    return () => {
      created.destroy();
      view.current = null;
    };
  }, []);

  // the param's text shows whenever the field is not being typed in
  useEffect(() => {
    const v = view.current;
    if (!v || v.hasFocus || v.state.doc.toString() === props.value) return;
    v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: props.value } });
  }, [props.value]);

  const { id, labelledBy, describedBy, invalid, disabled } = props;
  useEffect(() => {
    view.current?.dispatch({
      effects: [
        attributes.current.reconfigure(contentAttributes({ id, labelledBy, describedBy, invalid })),
        editable.current.reconfigure(editableExtensions(disabled ?? false)),
      ],
    });
  }, [id, labelledBy, describedBy, invalid, disabled]);

  return (
    <div
      ref={parent}
      className={`ex-editor${props.multiline ? ' ex-editor--multiline' : ''}`}
      data-disabled={props.disabled || undefined}
      data-invalid={props.invalid || undefined}
    />
  );
}

function contentAttributes(p: Pick<ExpressionEditorProps, 'id' | 'labelledBy' | 'describedBy' | 'invalid'>) {
  const attrs: Record<string, string> = {
    spellcheck: 'false',
    autocapitalize: 'off',
    'aria-autocomplete': 'list',
  };
  if (p.id) attrs.id = p.id;
  if (p.labelledBy) attrs['aria-labelledby'] = p.labelledBy;
  if (p.describedBy) attrs['aria-describedby'] = p.describedBy;
  if (p.invalid) attrs['aria-invalid'] = 'true';
  return EditorView.contentAttributes.of(attrs);
}

function editableExtensions(disabled: boolean) {
  return [EditorView.editable.of(!disabled), EditorState.readOnly.of(disabled)];
}
