// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type CommandContext, registerCommands, shortcutLabel } from '../actions/commands.js';
import { dispatchShortcut, handleClipboardEvent } from '../actions/dispatch.js';
import { formatShortcut, matchesShortcut } from '../base/shortcuts.js';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { DIALOG_COMMANDS } from './commands.js';

// what the workspace's composition root does
registerCommands(DIALOG_COMMANDS);

function context() {
  const { editor } = editorFixture();
  const toasts: string[] = [];
  let clipboard = '';
  const ctx: CommandContext = {
    editor,
    clipboard: {
      readText: async () => clipboard,
      writeText: async (text) => {
        clipboard = text;
      },
    },
    notify: (t) => toasts.push(`${t.title}: ${t.description ?? ''}`),
    openPalette: () => toasts.push('palette'),
  };
  return { editor, ctx, toasts };
}

const key = (
  k: string,
  mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'metaKey' | 'altKey', boolean>> = {},
  target: EventTarget | null = document.body,
) => {
  let prevented = false;
  return {
    key: k,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...mods,
    target,
    get defaultPrevented() {
      return prevented;
    },
    preventDefault() {
      prevented = true;
    },
  };
};

describe('shortcuts', () => {
  it('matches mod as Ctrl off Apple platforms and ⌘ on them', () => {
    expect(matchesShortcut(key('z', { ctrlKey: true }), 'mod+z', false)).toBe(true);
    expect(matchesShortcut(key('Z', { ctrlKey: true, shiftKey: true }), 'mod+z', false)).toBe(false);
    expect(matchesShortcut(key('Z', { ctrlKey: true, shiftKey: true }), 'mod+shift+z', false)).toBe(true);
    expect(matchesShortcut(key('z', { metaKey: true }), 'mod+z', true)).toBe(true);
    expect(matchesShortcut(key('z', { ctrlKey: true }), 'mod+z', true)).toBe(false);
  });

  it('labels shortcuts for tooltips', () => {
    expect(formatShortcut('mod+shift+z', false)).toBe('Ctrl+Shift+Z');
    expect(formatShortcut('mod+shift+z', true)).toBe('⌘⇧Z');
    expect(shortcutLabel('view.frameSelection')).toBe('F');
    expect(shortcutLabel('no.such.command')).toBe('');
  });
});

describe('shortcuts dispatcher', () => {
  it('undoes and redoes with Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y', () => {
    const { editor, ctx } = context();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    expect(dispatchShortcut(key('z', { ctrlKey: true }), ctx)).toBe('edit.undo');
    expect(editor.nodes.get(id)).toBeUndefined();
    dispatchShortcut(key('Z', { ctrlKey: true, shiftKey: true }), ctx);
    expect(editor.nodes.get(id)).toBeDefined();
    dispatchShortcut(key('z', { ctrlKey: true }), ctx);
    dispatchShortcut(key('y', { ctrlKey: true }), ctx);
    expect(editor.nodes.get(id)).toBeDefined();
  });

  it('does not fire while typing in an input, a textarea or editable text', () => {
    const { editor, ctx } = context();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.selection.select([id]);
    const input = document.createElement('input');
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', 'true');
    const inside = document.createElement('span');
    editable.append(inside);
    document.body.append(input, editable);
    for (const target of [input, document.createElement('textarea'), inside]) {
      const press = key('Backspace', {}, target);
      expect(dispatchShortcut(press, ctx)).toBeUndefined();
      expect(press.defaultPrevented).toBe(false);
    }
    expect(editor.nodes.get(id)).toBeDefined();
    // keys no text box uses still reach their command, not the browser (Ctrl+P would print)
    for (const [letter, command] of [
      ['k', 'palette.open'],
      ['p', 'dialog.searcher'],
    ]) {
      const press = key(letter!, { ctrlKey: true }, input);
      expect(dispatchShortcut(press, ctx)).toBe(command);
      expect(press.defaultPrevented).toBe(true);
    }
    expect(dispatchShortcut(key('Delete'), ctx)).toBe('edit.delete');
    expect(editor.nodes.get(id)).toBeUndefined();
  });

  it('escape cancels an open drag', () => {
    const { editor, ctx } = context();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    const drag = editor.tools.translate([id]);
    drag.update({ dx: 100, dy: 100 });
    dispatchShortcut(key('Escape'), ctx);
    expect(editor.nodes.get(id)!.position).toEqual({ x: 0, y: 0 });
  });

  it('leaves Ctrl+C/X/V to the clipboard events, which copy and paste snippet text', () => {
    const { editor, ctx, toasts } = context();
    const id = editor.nodes.create('stringLength', { x: 0, y: 0 })!;
    editor.selection.select([id]);
    const press = key('c', { ctrlKey: true });
    expect(dispatchShortcut(press, ctx)).toBeUndefined();
    expect(press.defaultPrevented).toBe(false);
    const data = new Map<string, string>();
    const clipboardData = {
      getData: (t: string) => data.get(t) ?? '',
      setData: (t: string, v: string) => void data.set(t, v),
    };
    handleClipboardEvent({ type: 'copy', target: document.body, clipboardData, preventDefault() {} }, ctx);
    expect(JSON.parse(data.get('text/plain')!).type).toBe('nodeloom/snippet');
    editor.view.setPointer({ x: 500, y: 300 });
    handleClipboardEvent({ type: 'paste', target: document.body, clipboardData, preventDefault() {} }, ctx);
    expect(editor.view.levelNodeIds()).toHaveLength(2);
    const pasted = editor.nodes.get([...editor.selection.ids()][0])!;
    expect(pasted.position).toEqual({ x: 500, y: 300 });
    data.set('text/plain', '{"type":"other"}');
    handleClipboardEvent({ type: 'paste', target: document.body, clipboardData, preventDefault() {} }, ctx);
    expect(toasts.at(-1)).toMatch(/^Nothing was pasted: The clipboard does not hold Nodeloom nodes/);
    expect(editor.view.levelNodeIds()).toHaveLength(2);
  });
});
