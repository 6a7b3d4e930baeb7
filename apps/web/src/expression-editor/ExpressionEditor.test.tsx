// @vitest-environment jsdom
import { EditorView } from '@codemirror/view';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpressionEditor } from './ExpressionEditor.js';
import { expressionFixture } from './testing/expression-fixture.js';

afterEach(cleanup);

function mount(value: string, extra: Partial<Parameters<typeof ExpressionEditor>[0]> = {}) {
  const { editor, ids } = expressionFixture();
  const onCommit = vi.fn();
  const props = {
    host: editor,
    subject: { nodeId: ids.calc, param: 'a' },
    value,
    onCommit,
    labelledBy: 'label',
    ...extra,
  };
  const tree = (v: string) => (
    <>
      <span id="label">A</span>
      <ExpressionEditor {...props} value={v} />
    </>
  );
  const view = render(tree(value));
  const field = screen.getByRole('textbox', { name: 'A' });
  const cm = EditorView.findFromDOM(field)!;
  const type = (text: string) => cm.dispatch({ changes: { from: cm.state.doc.length, insert: text } });
  return {
    field,
    cm,
    type,
    onCommit,
    rerender: (v: string) => view.rerender(tree(v)),
  };
}

describe('ExpressionEditor', () => {
  it('commits a changed text on Enter and on leaving the field, not an unchanged one', () => {
    const { field, type, onCommit } = mount('$a');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onCommit).not.toHaveBeenCalled();
    type(' * 2');
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onCommit).toHaveBeenLastCalledWith('$a * 2');
    type(' + 1');
    fireEvent.blur(field);
    expect(onCommit).toHaveBeenLastCalledWith('$a * 2 + 1');
  });

  it('puts the param’s text back on Escape', () => {
    const { field, cm, type, onCommit } = mount('box.$a');
    type(' +');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(cm.state.doc.toString()).toBe('box.$a');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('follows the param’s text while not being edited, names itself and says when it is invalid', () => {
    const { field, cm, rerender } = mount('1', { invalid: true, id: 'f' });
    rerender('2');
    expect(cm.state.doc.toString()).toBe('2');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.id).toBe('f');
  });

  it('is read-only when disabled', () => {
    const { cm } = mount('1', { disabled: true });
    expect(cm.state.readOnly).toBe(true);
  });
});
