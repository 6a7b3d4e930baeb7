import {
  autocompletion,
  type CompletionContext,
  type CompletionResult,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
} from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { type Diagnostic, linter } from '@codemirror/lint';
import { type Extension, Prec } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { expressionCompletions } from './expression-completions.js';
import type { ExpressionHost, ExpressionSubject } from './expression-host.js';
import { expressionSyntax } from './expression-language.js';
import { expressionProblems } from './expression-problems.js';

/** Whose expression is edited; read at each keystroke, so the editor can be reused as the selection moves. */
export type ExpressionScopeSource = () => { host: ExpressionHost; subject: ExpressionSubject } | undefined;

export interface ExpressionEditorOptions {
  scope: ExpressionScopeSource;
  /** Enter (Ctrl/⌘+Enter when multiline) and leaving the field */
  onCommit(text: string): void;
  /** Escape with no completion open */
  onRevert(): void;
  onChange?(text: string): void;
  /** default true */
  commitOnBlur?: boolean;
  multiline?: boolean;
  placeholder?: string;
}

function completionSource(scope: ExpressionScopeSource) {
  return (context: CompletionContext): CompletionResult | null => {
    const at = scope();
    if (!at) return null;
    const before = context.state.sliceDoc(0, context.pos);
    const found = expressionCompletions(at.host, at.subject, before, context.explicit);
    if (!found || found.options.length === 0) return null;
    return { from: found.from, options: found.options, validFor: /^[$\w]*$/ };
  };
}

function lintSource(scope: ExpressionScopeSource) {
  return (view: EditorView): Diagnostic[] => {
    const at = scope();
    if (!at) return [];
    const text = view.state.doc.toString();
    return expressionProblems(at.host, at.subject, text).map((p) => ({
      from: Math.min(p.from, text.length),
      to: Math.min(p.to, text.length),
      severity: p.severity,
      message: p.message,
      source: 'expression',
    }));
  };
}

const theme = EditorView.theme({
  '&': { fontSize: '12.5px' },
  '&.cm-focused': { outline: 'none' },
  '.cm-content': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', padding: '5px 0' },
  '.cm-line': { padding: '0 8px' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: '1.5' },
});

/**
 * Everything the expression field needs, without React: the language, completion, the engine's
 * own parser as lint (never run), commit/revert keys, undo inside the field, and its theme.
 */
export function expressionEditorExtensions(options: ExpressionEditorOptions): Extension {
  const commit = (view: EditorView) => {
    options.onCommit(view.state.doc.toString());
    return true;
  };
  const commitKeys = options.multiline ? ['Mod-Enter'] : ['Enter', 'Mod-Enter'];
  return [
    expressionSyntax(),
    history(),
    closeBrackets(),
    autocompletion({ override: [completionSource(options.scope)], icons: true, activateOnTyping: true }),
    linter(lintSource(options.scope), { delay: 200 }),
    // completion's own keys (Enter accepts, Escape closes) come first: autocompletion sets them at the highest precedence
    Prec.high(
      keymap.of([
        ...commitKeys.map((key) => ({ key, run: commit })),
        {
          key: 'Escape',
          run: () => {
            options.onRevert();
            return true;
          },
        },
      ]),
    ),
    keymap.of([...closeBracketsKeymap, ...completionKeymap, ...historyKeymap, ...defaultKeymap]),
    options.commitOnBlur === false
      ? []
      : EditorView.domEventHandlers({
          blur: (_event, view) => {
            options.onCommit(view.state.doc.toString());
          },
        }),
    options.onChange
      ? EditorView.updateListener.of((update) => {
          if (update.docChanged) options.onChange?.(update.state.doc.toString());
        })
      : [],
    options.multiline ? EditorView.lineWrapping : [],
    options.placeholder ? placeholderText(options.placeholder) : [],
    theme,
  ];
}
