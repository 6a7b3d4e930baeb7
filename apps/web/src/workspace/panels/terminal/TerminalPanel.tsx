import { FitAddon } from '@xterm/addon-fit';
import { Terminal as XTerm } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { commonPrefix, type EditorTerminalApi } from '../../../editor/index.js';
import { usePreferences } from '../../../state/preferences.js';
import type { PanelProps } from '../../panel-descriptor.js';
import { LineEditor } from './line-editor.js';
import './terminal.css';

const RED = '\x1b[31m';
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';

/** The terminal's colours follow the app's theme variables. */
function themeFrom(element: HTMLElement) {
  const css = getComputedStyle(element);
  const v = (name: string) => css.getPropertyValue(name).trim();
  return {
    background: v('--surface'),
    foreground: v('--text'),
    cursor: v('--accent'),
    selectionBackground: v('--accent-soft'),
  };
}

/** Spec 2 §5's command line in xterm.js: prompt at the current level, ↑/↓ history, Tab completion. */
export default function TerminalPanel({ ctx }: PanelProps) {
  const { editor } = ctx;
  const host = useRef<HTMLDivElement>(null);
  const theme = usePreferences((p) => p.theme);
  const terminal = useRef<XTerm | null>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    // the session's code loads with the panel's first opening; the panel may close meanwhile
    let live = true;
    let unmount = () => {};
    void editor.terminal().then((session) => {
      if (live) unmount = mountTerminal(element, session, terminal);
    });
    return () => {
      live = false;
      unmount();
    };
  }, [editor]);

  // a theme change recolours the terminal without losing its contents (after the page restyles)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme is the trigger; the colours come from the CSS it sets
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (terminal.current && host.current) terminal.current.options.theme = themeFrom(host.current);
    });
    return () => cancelAnimationFrame(frame);
  }, [theme]);

  return <div ref={host} className="terminal-panel" data-testid="terminal" />;
}

/** xterm.js over `session` in `element`: the prompt, line editing, completion; returns its teardown. */
function mountTerminal(
  element: HTMLElement,
  session: EditorTerminalApi,
  terminal: { current: XTerm | null },
): () => void {
  const term = new XTerm({
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    fontSize: 13,
    cursorBlink: true,
    convertEol: true,
    theme: themeFrom(element),
  });
  const fit = new FitAddon();
  term.loadAddon(fit);
  term.open(element);
  terminal.current = term;
  term.textarea?.setAttribute('aria-label', 'Terminal input');
  const line = new LineEditor(() => session.inputs);
  const redraw = () => term.write(line.render(session.prompt()));
  const print = (lines: readonly string[]) => {
    for (const text of lines) term.writeln(text.startsWith('Error:') ? `${RED}${text}${RESET}` : text);
  };

  // what was printed before the panel was (re)opened, then the prompt
  if (session.outputs.length === 0) term.writeln(`${DIM}Type help for the commands.${RESET}`);
  else print(session.outputs);
  redraw();

  const input = term.onData((data) => {
    for (const effect of line.feed(data)) {
      if (effect.kind === 'submit') {
        term.write('\r\n');
        print(session.run(effect.line));
      } else if (effect.kind === 'interrupt') {
        term.write('^C\r\n');
      } else if (effect.kind === 'clearScreen') {
        term.clear();
      } else {
        const { from, candidates } = session.complete(line.line);
        const filled = commonPrefix(candidates);
        const word = line.line.slice(from);
        if (candidates.length === 1) {
          line.setLine(line.line.slice(0, from) + candidates[0] + (candidates[0]!.endsWith('/') ? '' : ' '));
        } else if (filled.length > word.length) {
          line.setLine(line.line.slice(0, from) + filled);
        } else if (candidates.length > 1) {
          term.write('\r\n');
          term.writeln(candidates.join('  '));
        }
      }
    }
    redraw();
  });

  const resize = new ResizeObserver(() => {
    if (element.clientWidth > 0 && element.clientHeight > 0) fit.fit();
  });
  resize.observe(element);
  return () => {
    resize.disconnect();
    input.dispose();
    term.dispose();
    terminal.current = null;
  };
}
