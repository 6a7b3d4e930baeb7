import { describe, expect, it } from 'vitest';
import { Container } from './scene.js';

function child(name: string, zIndex: number): Container & { name: string } {
  const c = Object.assign(new Container(), { name });
  c.zIndex = zIndex;
  return c;
}

const order = (parent: Container) => parent.drawOrder().map((c) => (c as Container & { name: string }).name);

describe('Container.drawOrder', () => {
  it('sorts sortable children by zIndex, equal ones in insertion order', () => {
    const parent = new Container();
    parent.sortableChildren = true;
    parent.addChild(child('a', 2), child('b', 1), child('c', 2), child('d', 0));
    expect(order(parent)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('follows a zIndex changed, a child added and one removed after it was read', () => {
    const parent = new Container();
    parent.sortableChildren = true;
    const a = parent.addChild(child('a', 0));
    const b = parent.addChild(child('b', 1));
    expect(order(parent)).toEqual(['a', 'b']);
    a.zIndex = 5;
    expect(order(parent)).toEqual(['b', 'a']);
    parent.addChild(child('c', 3));
    expect(order(parent)).toEqual(['b', 'c', 'a']);
    parent.removeChild(b);
    expect(order(parent)).toEqual(['c', 'a']);
    // a child that moved to another parent no longer reorders this one
    const other = new Container();
    other.sortableChildren = true;
    other.addChild(a);
    expect(order(parent)).toEqual(['c']);
    expect(order(other)).toEqual(['a']);
  });

  it('keeps the children as they are when not sortable', () => {
    const parent = new Container();
    parent.addChild(child('a', 3), child('b', 1));
    expect(order(parent)).toEqual(['a', 'b']);
  });
});
