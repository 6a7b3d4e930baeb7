import { describe, expect, it } from 'vitest';
import { codeFormat } from './codeFormat.js';
import { runRule } from './rule-context.testing.js';

const format = async (code: unknown, parser: string) =>
  (await runRule(codeFormat, { inputs: { code }, params: { parser } })).result.code;

describe('codeFormat: "parsers css, html, babel, json, markdown"', () => {
  it('offers those parsers', () => {
    expect(codeFormat.definition.parameters[0].options?.map((o) => o.value)).toEqual([
      'css',
      'html',
      'babel',
      'json',
      'markdown',
    ]);
  });

  it('babel: "singleQuote false, semi true, arrowParens always, trailingComma all, quoteProps as-needed, bracketSpacing true"', async () => {
    const code =
      "const f = x => ({'a': 'b', c: [1,2]})\nfoo(aVeryLongArgumentNameNumberOne, aVeryLongArgumentNameNumberTwo, thirdArgument)";
    expect(await format(code, 'babel')).toBe(
      [
        'const f = (x) => ({ a: "b", c: [1, 2] });',
        'foo(',
        '  aVeryLongArgumentNameNumberOne,',
        '  aVeryLongArgumentNameNumberTwo,',
        '  thirdArgument,',
        ');',
        '',
      ].join('\n'),
    );
  });

  it('html: "singleAttributePerLine true, bracketSameLine false"', async () => {
    const code = '<div class="card" id="main" data-role="x"><p>Hello</p></div>';
    expect(await format(code, 'html')).toBe(
      ['<div', '  class="card"', '  id="main"', '  data-role="x"', '>', '  <p>Hello</p>', '</div>', ''].join(
        '\n',
      ),
    );
  });

  it('css, json and markdown ("proseWrap preserve", "tabWidth 2")', async () => {
    expect(await format('a{color:red;margin:0}', 'css')).toBe('a {\n  color: red;\n  margin: 0;\n}\n');
    expect(await format('{"a":1,"b":[1,2]}', 'json')).toBe('{ "a": 1, "b": [1, 2] }\n');
    expect(await format('# Title\nsome  long line that stays as it is\n* item', 'markdown')).toBe(
      '# Title\n\nsome long line that stays as it is\n\n- item\n',
    );
  });

  it('formats empty code to empty code (edge)', async () => {
    expect(await format('', 'babel')).toBe('');
  });

  it('"on error logs and returns the original code unchanged"', async () => {
    const run = await runRule(codeFormat, { inputs: { code: 'const = ;' }, params: { parser: 'babel' } });
    expect(run.result).toEqual({ code: 'const = ;' });
    expect(run.logs).toHaveLength(1);
    expect(String(run.logs[0][0])).toContain('codeFormat failed');
  });
});
