import { describe, expect, it } from 'vitest';
import { parseSdkMessage } from './sdk-messages.js';

describe('SDK window messages', () => {
  it('accepts the four messages of spec 1 §7', () => {
    expect(parseSdkMessage({ type: 'sdkReady', version: '1.2.0' })).toEqual({
      ok: true,
      message: { type: 'sdkReady', version: '1.2.0' },
    });
    expect(parseSdkMessage({ type: 'createNode', definitionName: 'plus', position: { x: 1, y: 2 } }).ok).toBe(
      true,
    );
    expect(parseSdkMessage({ type: 'setNodesColor', nodeIds: ['node_a'], color: '#ff0000' }).ok).toBe(true);
    expect(parseSdkMessage({ type: 'log', message: 'hello' })).toEqual({
      ok: true,
      message: { type: 'log', level: 'info', message: 'hello' },
    });
  });

  it('names an unknown or missing type', () => {
    expect(parseSdkMessage({ type: 'deleteEverything' })).toEqual({
      ok: false,
      error:
        'Invalid SDK message: unknown type "deleteEverything" (expected one of sdkReady, createNode, setNodesColor, log)',
    });
    expect(parseSdkMessage({})).toMatchObject({
      ok: false,
      error: expect.stringContaining('unknown type undefined'),
    });
    expect(parseSdkMessage('log')).toEqual({
      ok: false,
      error: 'Invalid SDK message: expected an object with a type',
    });
    expect(parseSdkMessage(null).ok).toBe(false);
  });

  it('names the field that is wrong', () => {
    const noVersion = parseSdkMessage({ type: 'sdkReady' });
    expect(noVersion.ok).toBe(false);
    expect(!noVersion.ok && noVersion.error).toMatch(/^Invalid SDK message sdkReady: version: /);
    const badPosition = parseSdkMessage({
      type: 'createNode',
      definitionName: 'plus',
      position: { x: 'a', y: 1 },
    });
    expect(!badPosition.ok && badPosition.error).toMatch(/^Invalid SDK message createNode: position\.x: /);
    const noIds = parseSdkMessage({ type: 'setNodesColor', nodeIds: [], color: 'red' });
    expect(!noIds.ok && noIds.error).toMatch(/^Invalid SDK message setNodesColor: nodeIds: /);
    const badLevel = parseSdkMessage({ type: 'log', level: 'panic', message: 'x' });
    expect(!badLevel.ok && badLevel.error).toMatch(/^Invalid SDK message log: level: /);
  });

  it('refuses fields it does not know (a message does only what it says)', () => {
    const extra = parseSdkMessage({ type: 'log', message: 'x', eval: 'alert(1)' });
    expect(extra.ok).toBe(false);
  });
});
