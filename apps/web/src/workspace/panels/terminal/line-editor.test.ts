import { describe, expect, it } from 'vitest';
import { LineEditor } from './line-editor.js';

describe('terminal line editor', () => {
  it('inserts and deletes at the cursor and submits the line on Enter', () => {
    const editor = new LineEditor(() => []);
    editor.feed('lx');
    editor.feed('\x1b[D'); // ←
    editor.feed('s');
    expect(editor.line).toBe('lsx');
    editor.feed('\x1b[C\x7f'); // →, Backspace
    expect(editor.feed('\r')).toEqual([{ kind: 'submit', line: 'ls' }]);
    expect(editor.line).toBe('');
  });

  it('walks the typed lines with ↑ and ↓ and gives back the draft', () => {
    const typed = ['create plus', 'ls'];
    const editor = new LineEditor(() => typed);
    editor.feed('pw');
    editor.feed('\x1b[A');
    expect(editor.line).toBe('ls');
    editor.feed('\x1b[A\x1b[A');
    expect(editor.line).toBe('create plus');
    editor.feed('\x1b[B\x1b[B');
    expect(editor.line).toBe('pw');
  });

  it('asks for completion on Tab, interrupts on Ctrl+C, and ignores other control keys', () => {
    const editor = new LineEditor(() => []);
    expect(editor.feed('cre\t')).toEqual([{ kind: 'complete' }]);
    editor.feed('\x02\x1bOP');
    expect(editor.line).toBe('cre');
    expect(editor.feed('\x03')).toEqual([{ kind: 'interrupt' }]);
    expect(editor.line).toBe('');
  });

  it('runs each line of pasted text', () => {
    const editor = new LineEditor(() => []);
    expect(editor.feed('pwd\rls\r')).toEqual([
      { kind: 'submit', line: 'pwd' },
      { kind: 'submit', line: 'ls' },
    ]);
  });

  it('redraws the prompt row with the cursor where it is', () => {
    const editor = new LineEditor(() => []);
    editor.feed('abc\x1b[D\x1b[D');
    expect(editor.render('/ $ ')).toBe('\r\x1b[2K/ $ abc\x1b[2D');
  });
});
