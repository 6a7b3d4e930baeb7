import { syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { useEffect, useRef, useState } from 'react';
import { loadLanguage } from './code-languages.js';
import './code-view.css';

const theme = EditorView.theme({
  '&': { height: '100%', fontSize: '11.5px', background: 'transparent', color: 'inherit' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--gc-mono, ui-monospace, monospace)', lineHeight: '1.45' },
  '.cm-content': { padding: '8px 0' },
  '.cm-line': { padding: '0 10px' },
  '.cm-gutters': { background: 'transparent', border: 'none', color: 'var(--gc-muted, #9296a8)' },
});

/**
 * Text shown read-only by CodeMirror, highlighted in `language` (its language support loads on
 * first use; until then, and for plaintext, the text shows plain). Token colours come from
 * code-view.css (lezer's tok-* classes), the same the diff viewer uses.
 */
export default function CodeView({
  text,
  language,
  label,
  showLineNumbers = false,
}: {
  text: string;
  language: string;
  label: string;
  showLineNumbers?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<EditorView>();
  const [languageSlot] = useState(() => new Compartment());

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        extensions: [
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.contentAttributes.of({ 'aria-label': label }),
          showLineNumbers ? lineNumbers() : [],
          syntaxHighlighting(classHighlighter),
          languageSlot.of([]),
          theme,
        ],
      }),
    });
    setView(editor);
    return () => editor.destroy();
  }, [label, showLineNumbers, languageSlot]);

  useEffect(() => {
    if (!view || view.state.doc.toString() === text) return;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  }, [view, text]);

  useEffect(() => {
    if (!view) return;
    const pending = loadLanguage(language);
    if (!pending) {
      view.dispatch({ effects: languageSlot.reconfigure([]) });
      return;
    }
    let current = true;
    pending.then((support) => {
      if (current) view.dispatch({ effects: languageSlot.reconfigure(support) });
    });
    return () => {
      current = false;
    };
  }, [view, language, languageSlot]);

  return <div ref={host} className="code-view gc-viewer-value nowheel" data-language={language} />;
}
