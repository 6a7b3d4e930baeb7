import { resolveNodePath } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { editorFixture } from '../../editor/testing/editor-fixture.js';
import { relativePath } from './relative-path.js';

function project() {
  const { editor } = editorFixture();
  const hex = editor.view.levelId();
  const box = editor.nodes.create('constant', { x: 0, y: 200 })!;
  const shop = editor.nodes.create('level', { x: 0, y: 0 })!;
  editor.nodes.rename(shop, 'shop');
  editor.view.enterLevel(shop);
  const cart = editor.nodes.create('level', { x: 0, y: 0 })!;
  editor.nodes.rename(cart, 'cart');
  editor.view.enterLevel(cart);
  const total = editor.nodes.create('constant', { x: 0, y: 0 })!;
  editor.nodes.rename(total, 'total');
  return { editor, hex, box, shop, cart, total };
}

describe('relative node paths', () => {
  it('goes down, up and across levels, and resolves back to the node', () => {
    const { editor, hex, box, shop, cart, total } = project();
    const cases: [string | undefined, string, string][] = [
      [hex, total, 'shop/cart/total'],
      [hex, box, 'constant'],
      [cart, box, '../../constant'],
      [cart, total, 'total'],
      [cart, cart, '.'],
      [cart, shop, '..'],
      [undefined, total, 'hex/shop/cart/total'],
    ];
    for (const [from, to, path] of cases) {
      expect(relativePath(editor.graph, from, to)).toBe(path);
      expect(resolveNodePath(editor.graph as never, from, path)).toBe(to);
    }
  });
});
