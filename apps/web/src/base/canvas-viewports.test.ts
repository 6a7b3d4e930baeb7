import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseStoredViewports, projectViewports } from './canvas-viewports.js';
import { CANVAS_VIEWPORTS_PROJECT_LIMIT, CANVAS_VIEWPORTS_STORAGE_KEY } from './constants.js';
import { memoryStorage } from './testing/memory-storage.js';

describe('parseStoredViewports', () => {
  it('reads nothing from a missing, malformed or non-list value', () => {
    expect(parseStoredViewports(null)).toEqual([]);
    expect(parseStoredViewports('{not json')).toEqual([]);
    expect(parseStoredViewports('{"projectId":"a","levels":{}}')).toEqual([]);
  });

  it('drops a bad project or level alone: not numbers, infinite, or a zoom outside the canvas range', () => {
    const good = { x: -40, y: 12.5, zoom: 0.8 };
    const stored = JSON.stringify([
      {
        projectId: 'a',
        levels: {
          hex: good,
          text: { x: '1', y: 0, zoom: 1 },
          far: { x: 0, y: 0, zoom: 0.01 },
          near: { x: 0, y: 0, zoom: 9 },
          missing: { x: 0, y: 0 },
        },
      },
      { projectId: '', levels: { hex: good } },
      { projectId: 'b', levels: 'hex' },
      { projectId: 'c', levels: { Root: { x: 1, y: 2, zoom: 4 } } },
    ]).replace('"x":-40', '"x":-1e999');
    expect(parseStoredViewports(stored)).toEqual([
      { projectId: 'a', levels: {} },
      { projectId: 'c', levels: { Root: { x: 1, y: 2, zoom: 4 } } },
    ]);
  });
});

describe('the canvas viewports in local storage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { sessionStorage: memoryStorage(), localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps each level of each project apart and reads them back', () => {
    projectViewports('a').write('hex', { x: 1, y: 2, zoom: 0.5 });
    projectViewports('a').write('Root', { x: 3, y: 4, zoom: 2 });
    projectViewports('b').write('hex', { x: 5, y: 6, zoom: 1.5 });
    expect(projectViewports('a').read('hex')).toEqual({ x: 1, y: 2, zoom: 0.5 });
    expect(projectViewports('a').read('Root')).toEqual({ x: 3, y: 4, zoom: 2 });
    expect(projectViewports('b').read('hex')).toEqual({ x: 5, y: 6, zoom: 1.5 });
    expect(projectViewports('b').read('Root')).toBeNull();
    expect(projectViewports('b').read('constructor')).toBeNull();
    expect(projectViewports('c').read('hex')).toBeNull();
  });

  it('ignores a stored value that is not a viewport and writes none outside the canvas range', () => {
    storage.setItem(
      CANVAS_VIEWPORTS_STORAGE_KEY,
      JSON.stringify([{ projectId: 'a', levels: { hex: 'far' } }]),
    );
    expect(projectViewports('a').read('hex')).toBeNull();
    projectViewports('a').write('hex', { x: 0, y: 0, zoom: Number.NaN });
    projectViewports('a').write('hex', { x: 0, y: 0, zoom: 40 });
    expect(projectViewports('a').read('hex')).toBeNull();
  });

  it('keeps the 50 most recently moved projects', () => {
    for (let index = 0; index <= CANVAS_VIEWPORTS_PROJECT_LIMIT; index += 1) {
      projectViewports(`p${index}`).write('hex', { x: index, y: 0, zoom: 1 });
    }
    const kept = parseStoredViewports(storage.getItem(CANVAS_VIEWPORTS_STORAGE_KEY));
    expect(kept).toHaveLength(CANVAS_VIEWPORTS_PROJECT_LIMIT);
    expect(kept[0].projectId).toBe(`p${CANVAS_VIEWPORTS_PROJECT_LIMIT}`);
    expect(projectViewports('p0').read('hex')).toBeNull();
    expect(projectViewports('p1').read('hex')).toEqual({ x: 1, y: 0, zoom: 1 });
  });

  it('still works when local storage is unavailable: nothing is kept', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    });
    projectViewports('a').write('hex', { x: 1, y: 2, zoom: 1 });
    expect(projectViewports('a').read('hex')).toBeNull();
  });
});
