import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import {
  compatibleTargets,
  connectRequest,
  filterTargets,
  movedOrder,
  type SocketChoice,
  socketsOf,
  wiresOf,
} from './wire-model.js';

/** a level with two constants, two plus nodes and an arrayFilter, and a level node holding a third plus */
function setup() {
  const { editor } = editorFixture();
  const make = (definition: string, x: number) => editor.nodes.create(definition, { x, y: 0 })!;
  const constant = make('constant', 0);
  const constant1 = make('constant', 200);
  const plus = make('plus', 400);
  const plus1 = make('plus', 600);
  const filter = make('arrayFilter', 800);
  const level = make('level', 1000);
  const home = editor.view.levelId();
  editor.view.enterLevel(level);
  make('plus', 0);
  editor.view.goToLevel(home);
  const socket = (nodeId: string, identifier: string): SocketChoice =>
    socketsOf(nodeId, editor.nodes.definitionOf(nodeId)).find((s) => s.identifier === identifier)!;
  const names = (targets: ReturnType<typeof compatibleTargets>) =>
    targets.map((t) => `${t.nodeName}.${t.identifier}`);
  return { editor, constant, constant1, plus, plus1, filter, socket, names };
}

describe('the wire picker: sockets, compatible targets, wires and their order', () => {
  it('names a node’s sockets as the canvas does: inputs then outputs, label, data type, multi-input', () => {
    const { editor, plus } = setup();
    expect(socketsOf(plus, editor.nodes.definitionOf(plus))).toEqual([
      {
        nodeId: plus,
        identifier: 'numbers',
        kind: 'input',
        label: 'Numbers',
        dataType: 'number',
        multi: true,
      },
      {
        nodeId: plus,
        identifier: 'result',
        kind: 'output',
        label: 'Result',
        dataType: 'number',
        multi: false,
      },
    ]);
  });

  it('an output is offered the inputs of the other nodes of its level whose data type it may feed', () => {
    const { editor, plus, names, socket } = setup();
    const targets = compatibleTargets(editor.graph, editor.nodes.definitionOf, socket(plus, 'result'));
    // a number feeds a number and a string (coerced), never an array; not plus's own input, not the inner level's plus
    expect(names(targets)).toEqual(['arrayFilter.value', 'plus1.numbers']);
    expect(targets.every((t) => t.kind === 'input')).toBe(true);
  });

  it('an input is offered outputs, and the request always runs from the output to the input', () => {
    const { editor, plus, constant, names, socket } = setup();
    const numbers = socket(plus, 'numbers');
    const targets = compatibleTargets(editor.graph, editor.nodes.definitionOf, numbers);
    expect(names(targets)).toEqual(['constant.value', 'constant1.value', 'plus1.result']);
    expect(connectRequest(numbers, targets[0]!)).toEqual({
      sourceNode: constant,
      sourceOutputIdentifier: 'value',
      targetNode: plus,
      targetInputIdentifier: 'numbers',
    });
  });

  it('marks a target already wired, and one whose wire would close a loop', () => {
    const { editor, plus, plus1, constant, socket } = setup();
    editor.nodes.connect(connectRequest(socket(constant, 'value'), socket(plus, 'numbers')));
    editor.nodes.connect(connectRequest(socket(plus, 'result'), socket(plus1, 'numbers')));
    const fromConstant = compatibleTargets(
      editor.graph,
      editor.nodes.definitionOf,
      socket(constant, 'value'),
    );
    expect(fromConstant.find((t) => t.nodeId === plus)).toMatchObject({ wired: true, loop: false });
    expect(fromConstant.find((t) => t.nodeId === plus1)).toMatchObject({ wired: false, loop: false });
    // plus1 is fed by plus: wiring plus1 back into plus closes a loop
    const intoPlus = compatibleTargets(editor.graph, editor.nodes.definitionOf, socket(plus, 'numbers'));
    expect(intoPlus.find((t) => t.nodeId === plus1)).toMatchObject({ wired: false, loop: true });
  });

  it('a search keeps targets whose node name, definition or socket label hold every word', () => {
    const { editor, constant, socket, names } = setup();
    const targets = compatibleTargets(editor.graph, editor.nodes.definitionOf, socket(constant, 'value'));
    expect(names(filterTargets(targets, 'plus'))).toEqual(['plus.numbers', 'plus1.numbers']);
    expect(names(filterTargets(targets, 'PLUS1 num'))).toEqual(['plus1.numbers']);
    expect(names(filterTargets(targets, 'array val'))).toEqual(['arrayFilter.value']);
    expect(filterTargets(targets, 'plus nothing')).toEqual([]);
    expect(filterTargets(targets, '  ')).toHaveLength(targets.length);
  });

  it('lists a multi-input’s wires in order; a move up is one undo step that swaps them', () => {
    const { editor, plus, constant, constant1, socket } = setup();
    const numbers = socket(plus, 'numbers');
    editor.nodes.connect(connectRequest(socket(constant, 'value'), numbers));
    editor.nodes.connect(connectRequest(socket(constant1, 'value'), numbers));
    const before = wiresOf(editor.graph, editor.nodes.definitionOf, numbers);
    expect(before.map((r) => `${r.otherNodeName} ${r.otherSocketLabel}`)).toEqual([
      'constant Value',
      'constant1 Value',
    ]);
    const second = before[1]!.connection.id;
    expect(movedOrder(before, second, 1)).toBeUndefined(); // already last
    expect(movedOrder(before, before[0]!.connection.id, -1)).toBeUndefined(); // already first
    const up = movedOrder(before, second, -1);
    expect(up).toBe(0);
    expect(editor.nodes.reorderInput(second, up!).ok).toBe(true);
    expect(wiresOf(editor.graph, editor.nodes.definitionOf, numbers).map((r) => r.otherNodeName)).toEqual([
      'constant1',
      'constant',
    ]);
    editor.history.undo();
    expect(wiresOf(editor.graph, editor.nodes.definitionOf, numbers).map((r) => r.otherNodeName)).toEqual([
      'constant',
      'constant1',
    ]);
  });

  it('an output’s wires are named by the input at their other end', () => {
    const { editor, plus, plus1, filter, socket } = setup();
    const result = socket(plus, 'result');
    editor.nodes.connect(connectRequest(result, socket(plus1, 'numbers')));
    editor.nodes.connect(connectRequest(result, socket(filter, 'value')));
    expect(
      wiresOf(editor.graph, editor.nodes.definitionOf, result)
        .map((r) => `${r.otherNodeName} ${r.otherSocketLabel}`)
        .sort(),
    ).toEqual(['arrayFilter Value', 'plus1 Numbers']);
  });
});
