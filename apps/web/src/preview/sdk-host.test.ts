import { describe, expect, it } from 'vitest';
import { editorFixture } from '../editor/testing/editor-fixture.js';
import { createConsoleLog } from '../state/console-log.js';
import { SdkHost } from './sdk-host.js';

const PREVIEW_ORIGIN = 'http://preview.localhost:4000';

function setup() {
  const { editor } = editorFixture();
  const log = createConsoleLog();
  const target = new EventTarget();
  const host = new SdkHost(editor, log, target as unknown as Window);
  // real message sources (node's MessageEvent takes ports); in the app they are frames' windows
  const ours = new MessageChannel().port1;
  const stranger = new MessageChannel().port1;
  host.adopt(ours, { label: 'Node scripts', origin: PREVIEW_ORIGIN });
  const send = (source: MessageEventSource, data: unknown, origin = PREVIEW_ORIGIN) =>
    target.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessagePort }));
  const lines = () => log.getState().entries.map((e) => `${e.level} ${e.message}`);
  return { editor, host, ours, stranger, send, lines };
}

describe('SdkHost', () => {
  it('acts only on messages from frames it adopted', () => {
    const { editor, ours, stranger, send, lines } = setup();
    send(stranger, { type: 'createNode', definitionName: 'plus' });
    expect(editor.view.levelNodeIds()).toHaveLength(0);
    expect(lines()).toEqual([]);
    send(ours, { type: 'createNode', definitionName: 'plus', position: { x: 40, y: 80 } });
    expect(editor.view.levelNodeIds()).toHaveLength(1);
    expect(editor.nodes.get(editor.view.levelNodeIds()[0]!)?.position).toEqual({ x: 40, y: 80 });
  });

  it('ignores its own frame once it speaks from another origin (it navigated away)', () => {
    const { editor, ours, send, lines } = setup();
    send(ours, { type: 'createNode', definitionName: 'plus' }, 'https://elsewhere.example');
    send(ours, { type: 'log', level: 'info', message: 'hi' }, 'null');
    expect(editor.view.levelNodeIds()).toHaveLength(0);
    expect(lines()).toEqual([]);
  });

  it('creates and colours nodes as undoable commands', () => {
    const { editor, ours, send } = setup();
    send(ours, { type: 'createNode', definitionName: 'plus' });
    const id = editor.view.levelNodeIds()[0]!;
    send(ours, { type: 'setNodesColor', nodeIds: [id], color: '#336699' });
    expect(editor.nodes.get(id)?.color).toBe('#336699');
    editor.history.undo();
    expect(editor.nodes.get(id)?.color).not.toBe('#336699');
    editor.history.undo();
    expect(editor.view.levelNodeIds()).toHaveLength(0);
  });

  it('records the SDK version and log lines, and names what is wrong in a refused message', () => {
    const { host, ours, send, lines } = setup();
    send(ours, { type: 'nodeloom:frameReady' });
    send(ours, { type: 'sdkReady', version: '0.3.1' });
    expect(host.versionOf(ours)).toBe('0.3.1');
    send(ours, { type: 'log', level: 'warning', message: 'low on cheese' });
    send(ours, { type: 'setNodesColor', nodeIds: ['node_nope'], color: 'red' });
    send(ours, { type: 'createNode', definitionName: 'notANode' });
    send(ours, { type: 'createNode' });
    expect(lines()).toEqual([
      'info Node scripts: SDK ready (version 0.3.1)',
      'warning Node scripts: low on cheese',
      'error Node scripts: Node with ID node_nope not found',
      'error Node scripts: createNode refused: unknown node definition notANode',
      expect.stringMatching(/^error Node scripts: Invalid SDK message createNode: definitionName: /),
    ]);
  });

  it('stops listening to a released frame and after dispose', () => {
    const { editor, host, send } = setup();
    const frame = new MessageChannel().port1;
    const release = host.adopt(frame, { label: 'Plugin', origin: PREVIEW_ORIGIN });
    release();
    send(frame, { type: 'createNode', definitionName: 'plus' });
    host.dispose();
    expect(editor.view.levelNodeIds()).toHaveLength(0);
  });
});
