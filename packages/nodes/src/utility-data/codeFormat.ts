import { menuValue, optionsOf } from '../flowControl/comparison.js';
import { defineNode } from '../shared/define.js';
import { CODE_FORMAT_OPTIONS, CODE_FORMAT_PARSERS, pluginsFor } from './code-format-options.js';

export const codeFormat = defineNode({
  definitionName: 'codeFormat',
  description:
    'Formats code with Prettier (parsers css, html, babel, json, markdown) using fixed options: printWidth 80, tabWidth 2, double quotes, semicolons, one attribute per line, trailing commas. Code that does not parse is output unchanged.',
  category: 'utility/data',
  keywords: ['format', 'prettier', 'beautify', 'code', 'pretty'],
  async: true,
  inputs: [{ identifier: 'code', label: 'Code', dataType: 'string', required: true }],
  parameters: [
    {
      name: 'parser',
      label: 'Parser',
      dataType: 'string',
      defaultValue: 'babel',
      widget: 'menu_single',
      options: optionsOf(CODE_FORMAT_PARSERS),
      required: true,
    },
  ],
  outputs: [{ identifier: 'code', label: 'Code', dataType: 'string' }],
  rule: async ({ inputs, params, log }) => {
    const code = inputs.code;
    const parser = menuValue(params.parser, CODE_FORMAT_PARSERS, 'parser');
    try {
      if (typeof code !== 'string') throw new TypeError('code is not a string');
      // Prettier loads with the first format, as its parser plugins do (the library's load stays light)
      const { format } = await import('prettier/standalone');
      return {
        code: await format(code, { ...CODE_FORMAT_OPTIONS, parser, plugins: await pluginsFor(parser) }),
      };
    } catch (error) {
      // spec 2 §8: "codeFormat on error logs and returns the original code unchanged"
      log('codeFormat failed, returning the original code:', error instanceof Error ? error.message : error);
      return { code };
    }
  },
});
