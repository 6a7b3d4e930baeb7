import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { notDoneToast, outcomeOf } from './editor-write.js';

const twoNodes = () => {
  const fixture = editorFixture();
  const a = fixture.editor.nodes.create('stringLength', { x: 0, y: 0 })!;
  const b = fixture.editor.nodes.create('stringLength', { x: 300, y: 0 })!;
  // the engine refuses a wire from an output the node does not have
  const refusedWire = {
    sourceNode: a,
    sourceOutputIdentifier: 'nope',
    targetNode: b,
    targetInputIdentifier: 'string',
  };
  return { ...fixture, a, b, refusedWire };
};

describe('an editor refusal reaches the user once, from the caller', () => {
  it('a refused write hands its refusal back and the editor reports nothing', () => {
    const { editor, errors, refusedWire } = twoNodes();
    const outcome = outcomeOf(editor.nodes.connect(refusedWire));
    expect(outcome).toEqual({ done: false, refusal: 'Source output not found: stringLength.nope' });
    expect(errors).toEqual([]);
    if (outcome.done) return;
    expect(notDoneToast('The wire was not made', outcome)).toEqual({
      kind: 'warning',
      title: 'The wire was not made',
      description: 'Source output not found: stringLength.nope',
    });
  });

  it('the outcome is done when the write goes through', () => {
    const { editor, errors, a } = twoNodes();
    const outcome = outcomeOf(
      editor.params.setFields([{ nodeId: a, param: 'string', field: 'value', value: 'abc' }]),
    );
    expect(outcome).toEqual({ done: true });
    expect(errors).toEqual([]);
  });

  it('a rename to a taken name is refused as a value with the engine code, not thrown', () => {
    const { editor, errors, a, b } = twoNodes();
    const taken = editor.nodes.get(b)!.name;
    const renamed = editor.nodes.rename(a, taken);
    expect(renamed.ok).toBe(false);
    if (renamed.ok) return;
    expect(renamed.refusal.code).toMatch(/^engine\./);
    expect(renamed.refusal.message).toMatch(/\S/);
    expect(editor.nodes.get(a)?.name).not.toBe(taken);
    expect(errors).toEqual([]);
  });

  it('notDoneToast says the fallback, or only the title, when the editor gave no reason', () => {
    expect(notDoneToast('The asset was not set', { done: false })).toEqual({
      kind: 'warning',
      title: 'The asset was not set',
    });
    expect(notDoneToast('The asset was not set', { done: false }, 'The node is gone or read-only.')).toEqual({
      kind: 'warning',
      title: 'The asset was not set',
      description: 'The node is gone or read-only.',
    });
  });
});
