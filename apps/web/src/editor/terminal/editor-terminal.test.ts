import { describe, expect, it } from 'vitest';
import { editorFixture } from '../testing/editor-fixture.js';
import { commonPrefix } from './common-prefix.js';

async function session(readOnly = false) {
  const { editor } = editorFixture({ readOnly });
  return { editor, terminal: await editor.terminal() };
}

describe('terminal session', () => {
  it('runs the engine command line on the editor history, so undo in the workspace undoes it', async () => {
    const { editor, terminal } = await session();
    const level = terminal.run('create level work')[0];
    expect(level).toBe('created work (level)');
    expect(terminal.run('cd work')).toEqual(['/hex/work']);
    expect(terminal.prompt()).toBe('/hex/work $ ');
    terminal.run('create plus');
    expect(terminal.run('ls')).toEqual(['plus (plus)']);
    expect(editor.history.canUndo()).toBe(true);
    editor.history.undo();
    expect(terminal.run('ls')).toEqual([]);
  });

  it('completes commands, definitions after create, and paths from the current level', async () => {
    const { terminal } = await session();
    terminal.run('create level work');
    terminal.run('cd work');
    terminal.run('create plus adder');
    terminal.run('create plus another');
    expect(terminal.complete('cr').candidates).toEqual(['create']);
    expect(terminal.complete('create plu').candidates).toContain('plus');
    const paths = terminal.complete('rm a');
    expect(paths).toEqual({ from: 3, candidates: ['adder', 'another'] });
    expect(commonPrefix(paths.candidates)).toBe('a');
    expect(terminal.complete('ls /hex/w').candidates).toEqual(['/hex/work/']);
  });

  it('lets a read-only viewer look around but refuses what would change the project', async () => {
    const { terminal } = await session(true);
    expect(terminal.run('pwd')).toEqual(['/hex']);
    expect(terminal.run('create plus')).toEqual(['Error: This project is read-only: create would change it']);
  });
});
