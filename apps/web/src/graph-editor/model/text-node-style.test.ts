import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { displayToggleClasses, textNodeStyle } from './text-node-style.js';

const registry = createBuiltInRegistry();
const trayWith = (params: Record<string, unknown>) => {
  const g = new GraphBuilder({ defaultParent: 'hex' });
  return g.state.getNode(g.add('trayNode', 'tray', { params }))!;
};

describe('text node style', () => {
  it('draws a tray’s text in its font, colour, size, weight, style and alignment', () => {
    const tray = trayWith({
      fontColor: '#ffd166',
      alignment: 'center',
      font: 'Aleo',
      italic: true,
      fontSize: 26,
      fontWeight: 700,
    });
    expect(textNodeStyle(tray, registry.get('trayNode'))).toEqual({
      color: '#ffd166',
      textAlign: 'center',
      fontSize: 26,
      fontWeight: 700,
      fontStyle: 'italic',
      fontFamily: '"Aleo", Inter, system-ui, sans-serif',
    });
  });

  it('prefers a custom font family and holds the weight to 100–900', () => {
    const style = textNodeStyle(
      trayWith({ font: 'Aleo', customFontFamily: 'Courier New', fontWeight: 2000 }),
      registry.get('trayNode'),
    );
    expect(style.fontFamily).toBe('"Courier New", Inter, system-ui, sans-serif');
    expect(style.fontWeight).toBe(900);
  });
});

describe('display toggle classes', () => {
  it('names the toggles that are off, and nothing for nodes without them', () => {
    expect(displayToggleClasses(trayWith({}))).toEqual([]);
    expect(displayToggleClasses(trayWith({ showBackground: false, showBorder: false }))).toEqual([
      'gc-no-background',
      'gc-no-border',
    ]);
    const g = new GraphBuilder({ defaultParent: 'hex' });
    expect(displayToggleClasses(g.state.getNode(g.add('plus', 'sum'))!)).toEqual([]);
  });
});
