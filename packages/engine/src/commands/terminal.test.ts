import { describe, expect, it } from 'vitest';
import { testProject } from '../project/test-registry.js';
import { Terminal } from './terminal.js';

function setup() {
  const t = testProject();
  return { ...t, terminal: new Terminal(t.project, t.history) };
}

describe('command line (spec 2 §5 Command line)', () => {
  it('creates a node named after its definition in the current level; the definition is required', () => {
    const { terminal, state } = setup();
    expect(terminal.run('create')).toEqual(['Error: definition is required']);
    expect(terminal.run('cd /fex')).toEqual(['/fex']);
    expect(terminal.run('create number')).toEqual(['created number (number)']);
    expect(terminal.run('create number total')).toEqual(['created total (number)']);
    expect(terminal.run('create box --level /hex')).toEqual(['created box (box)']);
    expect(terminal.run('ls')).toEqual(['number (number)', 'total (number)']);
    expect(state.childByName('hex', 'box')).toBeTruthy();
  });

  it('creates at Root by default, where only root contexts may live', () => {
    const { terminal } = setup();
    expect(terminal.run('create number')).toEqual(['Error: Cannot create node without parent']);
  });

  it('sets a colour given as hex or by name; the colour is required', () => {
    const { terminal, state } = setup();
    terminal.run('cd fex');
    terminal.run('create number n');
    expect(terminal.run('setColor n')).toEqual(['Error: color is required']);
    expect(terminal.run('setColor n nocolour')).toEqual([
      'Error: Invalid color: nocolour, use hex (#ff8800) or a named colour',
    ]);
    terminal.run('setColor n #FF8800');
    expect(state.getNode(state.childByName('fex', 'n')!)!.color).toBe('#ff8800');
    terminal.run('setColor n teal');
    expect(state.getNode(state.childByName('fex', 'n')!)!.color).toBe('#008080');
  });

  it('moves around with cd, pwd and ls, and refuses to enter a non-level', () => {
    const { terminal } = setup();
    expect(terminal.run('ls')).toEqual([
      'fex/ (functionContext)',
      'hex/ (htmlContext)',
      'tex/ (taskContext)',
    ]);
    terminal.run('cd /fex');
    terminal.run('create level lvl');
    terminal.run('create number n');
    expect(terminal.run('cd n')).toEqual(['Error: Not a level: n']);
    expect(terminal.run('cd lvl')).toEqual(['/fex/lvl']);
    expect(terminal.run('pwd')).toEqual(['/fex/lvl']);
    expect(terminal.run('cd ..')).toEqual(['/fex']);
    expect(terminal.run('cd nope')).toEqual(['Error: Node not found: nope at level /fex']);
  });

  it('renames, connects, disconnects, sets params, removes, undoes and redoes', () => {
    const { terminal, state } = setup();
    terminal.run('cd /fex');
    terminal.run('create number a');
    terminal.run('create add plus');
    expect(terminal.run('rename plus adder')).toEqual(['renamed plus to adder']);
    expect(terminal.run('connect a value adder a')).toEqual(['connected a.value → adder.a']);
    expect(state.connectionCount).toBe(1);
    expect(terminal.run('disconnect a value adder a')).toEqual(['disconnected a.value → adder.a']);
    expect(state.connectionCount).toBe(0);
    terminal.run('set a value 42');
    const a = state.getNode(state.childByName('fex', 'a')!)!;
    expect(a.params.value.value).toBe(42);
    terminal.run('set a value =../x.$value + 1');
    expect(state.getNode(a.id)!.params.value).toMatchObject({
      expression: '../x.$value + 1',
      evalType: 'expression',
    });
    expect(terminal.run('set a nope 1')).toEqual(['Error: Param not found: a.nope']);
    terminal.run('rm a');
    expect(state.hasNode(a.id)).toBe(false);
    expect(terminal.run('undo')).toEqual(['undone']);
    expect(state.hasNode(a.id)).toBe(true);
    expect(terminal.run('redo')).toEqual(['redone']);
    expect(state.hasNode(a.id)).toBe(false);
  });

  it('lists its commands in help and caps its history and outputs at 200 lines', () => {
    const { terminal } = setup();
    const help = terminal.run('help').join('\n');
    for (const name of [
      'create',
      'setColor',
      'cd',
      'ls',
      'pwd',
      'rm',
      'mv',
      'connect',
      'disconnect',
      'set',
      'help',
    ]) {
      expect(help).toContain(name);
    }
    for (let i = 0; i < 250; i++) terminal.run('pwd');
    expect(terminal.inputs).toHaveLength(200);
    expect(terminal.outputs).toHaveLength(200);
    expect(terminal.run('frobnicate')).toEqual([
      'Error: Unknown command: frobnicate. Type help for the list.',
    ]);
  });
});
