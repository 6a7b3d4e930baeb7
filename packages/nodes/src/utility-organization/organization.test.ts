import { describe, expect, it } from 'vitest';
import { FONT_LISTS } from '../shared/css-options/index.js';
import { paramOf, runNode } from '../shared/html/testing.js';
import { stickyNoteNode } from './stickyNote.js';
import { trayNodeNode } from './trayNode.js';

const defaults = (module: typeof stickyNoteNode) =>
  Object.fromEntries(module.definition.parameters.map((p) => [p.name, p.defaultValue]));

describe('stickyNote', () => {
  it('has the spec 2 §3 parameters and defaults', () => {
    expect(defaults(stickyNoteNode)).toEqual({
      text: '',
      fontColor: '#000',
      alignment: 'left',
      font: 'Inter',
      customFontFamily: '',
      italic: false,
      fontSize: 18,
      fontWeight: 400,
      showTitleBar: false,
      showBackground: true,
      showBorder: true,
      showSocket: false,
      jumpCode: -1,
    });
    expect(paramOf(stickyNoteNode, 'alignment').options?.map((o) => o.value)).toEqual([
      'left',
      'center',
      'right',
      'justify',
    ]);
    expect(paramOf(stickyNoteNode, 'fontWeight')).toMatchObject({ min: 100, max: 900 });
    expect(paramOf(stickyNoteNode, 'jumpCode')).toMatchObject({ min: -1, max: 9 });
    expect(paramOf(stickyNoteNode, 'font').options).toHaveLength(FONT_LISTS.popular120.length);
  });

  it('is a resizable 330x360 translucent amber note in utility/organization (spec 2 §9)', () => {
    const { category, editorConfig } = stickyNoteNode.definition;
    expect(category).toBe('utility/organization');
    expect(editorConfig).toMatchObject({
      size: { width: 330, height: 360 },
      resizable: true,
      style: { backgroundColor: '#ffc10766' },
    });
  });

  it('outputs its text, or the wired text', async () => {
    expect((await runNode(stickyNoteNode, { params: { text: 'typed' } })).outputs.text).toBe('typed');
    expect(
      (await runNode(stickyNoteNode, { params: { text: 'typed' }, inputs: { text: 'wired' } })).outputs.text,
    ).toBe('wired');
    expect((await runNode(stickyNoteNode)).outputs.text).toBe('');
  });
});

describe('trayNode', () => {
  it('has the same text and font params, no socket, no inputs or outputs', () => {
    const names = trayNodeNode.definition.parameters.map((p) => p.name);
    expect(names).toEqual(
      stickyNoteNode.definition.parameters
        .map((p) => p.name)
        .filter((n) => n !== 'showSocket' && n !== 'jumpCode'),
    );
    expect(trayNodeNode.definition.inputs).toEqual([]);
    expect(trayNodeNode.definition.outputs).toEqual([]);
  });

  it('is a resizable translucent grey 400x400 tray, minimum 30 (spec 2 §9)', () => {
    expect(trayNodeNode.definition.editorConfig).toMatchObject({
      size: { width: 400, height: 400 },
      minSize: { width: 30, height: 30 },
      resizable: true,
      style: { backgroundColor: '#80808033' },
    });
  });
});
