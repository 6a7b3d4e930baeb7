import type { Options, Plugin } from 'prettier';

/** Spec 2 §3 codeFormat: the parsers it offers. */
export const CODE_FORMAT_PARSERS = ['css', 'html', 'babel', 'json', 'markdown'] as const;
export type CodeFormatParser = (typeof CODE_FORMAT_PARSERS)[number];

/** Spec 2 §3 codeFormat: the fixed formatting options, word for word. */
export const CODE_FORMAT_OPTIONS = {
  printWidth: 80,
  tabWidth: 2,
  singleQuote: false,
  semi: true,
  singleAttributePerLine: true,
  endOfLine: 'lf',
  proseWrap: 'preserve',
  arrowParens: 'always',
  bracketSpacing: true,
  htmlWhitespaceSensitivity: 'css',
  quoteProps: 'as-needed',
  trailingComma: 'all',
  bracketSameLine: false,
} as const satisfies Options;

type PluginModule = Plugin & { default?: Plugin };
const asPlugin = (m: PluginModule): Plugin => m.default ?? m;

/**
 * Prettier's standalone build needs the plugins of each parser; they load on first use so the
 * node library does not carry the html and markdown printers until someone formats with them.
 * html also formats the scripts and styles it embeds, hence babel, estree and postcss.
 */
export async function pluginsFor(parser: CodeFormatParser): Promise<Plugin[]> {
  const babel = async () => [
    asPlugin(await import('prettier/plugins/babel')),
    asPlugin(await import('prettier/plugins/estree')),
  ];
  switch (parser) {
    case 'css':
      return [asPlugin(await import('prettier/plugins/postcss'))];
    case 'babel':
    case 'json':
      return babel();
    case 'markdown':
      return [asPlugin(await import('prettier/plugins/markdown')), ...(await babel())];
    case 'html':
      return [
        asPlugin(await import('prettier/plugins/html')),
        asPlugin(await import('prettier/plugins/postcss')),
        ...(await babel()),
      ];
  }
}
