import { describe, expect, it } from 'vitest';
import { ROOT_ID } from '../model/index.js';
import { testProject } from '../project/test-registry.js';
import { referencedPaths } from './expression-references.js';
import { isValidPath, nodeAtPath, pathOf, pathProblem, resolvePath } from './node-path.js';

function tree() {
  const t = testProject();
  const page = t.create('level', 'hex', { name: 'page' });
  const header = t.create('box', page, { name: 'header' });
  const footer = t.create('box', page, { name: 'footer' });
  return { ...t, page, header, footer };
}

describe('paths (spec 2 §5 Paths)', () => {
  it('validates: absolute paths start with / and contain no // or .', () => {
    expect(isValidPath('/hex/page')).toBe(true);
    expect(pathProblem('/hex//page')).toBe("Invalid path /hex//page: it contains '//'");
    expect(pathProblem('/hex/../page')).toBe(
      "Invalid path /hex/../page: an absolute path cannot contain '.'",
    );
    expect(isValidPath('../page/header')).toBe(true);
    expect(isValidPath('')).toBe(false);
  });

  it('resolves absolute paths from Root', () => {
    const { state, header, page } = tree();
    expect(resolvePath(state, '/hex/page/header')).toBe(header);
    expect(resolvePath(state, '/hex/page/')).toBe(page);
    expect(resolvePath(state, '/')).toBe(ROOT_ID);
    expect(resolvePath(state, '/hex/nope')).toBeUndefined();
  });

  it('resolves relative paths with . and .. from a level', () => {
    const { state, header, footer, page } = tree();
    expect(resolvePath(state, 'footer', page)).toBe(footer);
    expect(resolvePath(state, './footer', page)).toBe(footer);
    expect(resolvePath(state, '.', page)).toBe(page);
    expect(resolvePath(state, '..', page)).toBe('hex');
    expect(resolvePath(state, '../page/header', page)).toBe(header);
    expect(resolvePath(state, '../../..', page)).toBeUndefined();
  });

  it('gives the absolute path of a node', () => {
    const { state, header } = tree();
    expect(pathOf(state, header)).toBe('/hex/page/header');
  });

  it('finds the node paths an expression references', () => {
    expect(referencedPaths('../box.$width + /hex/page.$title * $own')).toEqual(['../box', '/hex/page']);
  });
});

describe('lookup by path', () => {
  it('finds the node at a path, and nothing for Root or a missing name', () => {
    const { state, footer, page } = tree();
    expect(nodeAtPath(state, '/hex/page/footer')?.id).toBe(footer);
    expect(nodeAtPath(state, 'footer', page)?.id).toBe(footer);
    expect(nodeAtPath(state, '/')).toBeUndefined();
    expect(nodeAtPath(state, '/hex/none')).toBeUndefined();
  });
});
