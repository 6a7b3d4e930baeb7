import { describe, expect, it } from 'vitest';
import { expressionDependencies } from './dependencies.js';
import { ExpressionError } from './errors.js';
import { type ExpressionScope, interpret, MissingEnvError } from './interpreter.js';
import { parseExpression } from './parser.js';

const scope: ExpressionScope = {
  param: (name) => {
    const params: Record<string, unknown> = { width: 10, title: 'Hi', list: [1, 2, 3], flag: false };
    if (!(name in params)) throw new ExpressionError(`no ${name}`);
    return params[name];
  },
  nodeParam: (path, name) => `${path}|${name}`,
  env: (name) => (name === 'API_URL' ? { found: true, value: 'https://x' } : { found: false }),
};
const run = (source: string) => interpret(parseExpression(source), scope);

describe('expression language', () => {
  it('reads literals of every kind', () => {
    expect(run('12')).toBe(12);
    expect(run('3.5')).toBe(3.5);
    expect(run('"text"')).toBe('text');
    expect(run("'text'")).toBe('text');
    expect(run('true')).toBe(true);
    expect(run('TRUE')).toBe(true);
    expect(run('False')).toBe(false);
    expect(run('null')).toBe(null);
    expect(run("'it\\'s'")).toBe("it's");
  });

  it('reads params, node paths and the environment', () => {
    expect(run('$width')).toBe(10);
    expect(run('../box.$width')).toBe('../box|width');
    expect(run('/hex/page/header.$title')).toBe('/hex/page/header|title');
    expect(run('box.$w')).toBe('box|w');
    expect(run('@API_URL')).toBe('https://x');
    expect(() => run('@MISSING')).toThrow(MissingEnvError);
    expect(() => run('@@MISSING')).toThrow('Environment value not set: @@MISSING');
  });

  it('computes arithmetic with precedence, and + concatenates when either side is a string', () => {
    expect(run('1 + 2 * 3')).toBe(7);
    expect(run('(1 + 2) * 3')).toBe(9);
    expect(run('$width / 4')).toBe(2.5);
    expect(run('$width/2')).toBe(5);
    expect(run('7 % 4')).toBe(3);
    expect(run('-$width + 1')).toBe(-9);
    expect(run('$title + 1')).toBe('Hi1');
    expect(run('1 + "px"')).toBe('1px');
    expect(run('$width + 5 + "px"')).toBe('15px');
  });

  it('compares and combines with and, or, not, equals', () => {
    expect(run('$width == 10')).toBe(true);
    expect(run('$width equals 10')).toBe(true);
    expect(run('$width != 10')).toBe(false);
    expect(run('$width >= 10 and $width < 11')).toBe(true);
    expect(run('$flag or "fallback"')).toBe('fallback');
    expect(run('not $flag')).toBe(true);
    expect(run('"a" < "b"')).toBe(true);
  });

  it('calls the documented functions', () => {
    expect(run('min(3, 1, 2)')).toBe(1);
    expect(run('max($list)')).toBe(3);
    expect(run('round(2.567, 2)')).toBe(2.57);
    expect(run('round(2.5)')).toBe(3);
    expect(run('floor(2.7) + ceil(2.1) + abs(-1)')).toBe(6);
    expect(run('upper($title) + lower("X")')).toBe('HIx');
    expect(run('len($list) + len("abcd")')).toBe(7);
    expect(run('if($width > 5, "big", "small")')).toBe('big');
    expect(run('if(false, @@MISSING, 1)')).toBe(1);
    expect(run('str(5) + num("4")')).toBe('54');
    expect(run('num("abc")')).toBe(0);
  });

  it('rejects bad syntax, unknown words and unknown functions', () => {
    for (const bad of ['1 +', '(1', 'foo', 'nope(1)', '1 2', "'open", '#']) {
      expect(() => run(bad), bad).toThrow(ExpressionError);
    }
  });

  it('lists what an expression depends on', () => {
    const deps = expressionDependencies(
      parseExpression('$a + ../b.$c * @E - @@F + $a + if(1, /hex/x.$y, 0)'),
    );
    expect(deps.params).toEqual(['a']);
    expect(deps.nodeParams).toEqual([
      { path: '../b', name: 'c' },
      { path: '/hex/x', name: 'y' },
    ]);
    expect(deps.env).toEqual([
      { name: 'E', strict: false },
      { name: 'F', strict: true },
    ]);
  });
});
