import { decodeHTML } from 'entities';
import { Lexer, Parser, type Token, type Tokens } from 'marked';
import { element, type HtmlChild, parseHtmlFragment, text } from '../shared/html/index.js';

export interface MarkdownOptions {
  gfm: boolean;
  breaks: boolean;
}

/**
 * Markdown to the html tree: marked lexes, this walks its tokens into elements. Raw HTML inside
 * markdown is read by parse5 (inline HTML is split across tokens, so such runs are re-joined first).
 */
export function markdownToHtml(markdown: string, options: MarkdownOptions): HtmlChild[] {
  return blocks(new Lexer(options).lex(markdown), options);
}

function blocks(tokens: Token[], options: MarkdownOptions): HtmlChild[] {
  return tokens.flatMap((token) => block(token as Tokens.Generic, options));
}

function block(token: Tokens.Generic, options: MarkdownOptions): HtmlChild[] {
  switch (token.type) {
    case 'space':
    case 'def':
      return [];
    case 'heading':
      return [element(`h${token.depth}`, {}, inline(token.tokens ?? [], options))];
    case 'paragraph':
      return [element('p', {}, inline(token.tokens ?? [], options))];
    case 'text':
      return token.tokens ? inline(token.tokens, options) : [text(decodeHTML(token.text))];
    case 'blockquote':
      return [element('blockquote', {}, blocks(token.tokens ?? [], options))];
    case 'code': {
      const lang = String(token.lang ?? '').split(/\s/)[0];
      return [
        element('pre', {}, [element('code', lang ? { class: `language-${lang}` } : {}, [text(token.text)])]),
      ];
    }
    case 'hr':
      return [element('hr')];
    case 'html':
      return parseHtmlFragment(token.text);
    case 'list':
      return [list(token as Tokens.List, options)];
    case 'table':
      return [table(token as Tokens.Table, options)];
    case 'checkbox':
      return inlineToken(token, options);
    default:
      return token.tokens ? inline(token.tokens, options) : [];
  }
}

function list(token: Tokens.List, options: MarkdownOptions): HtmlChild {
  const start: Record<string, string> =
    token.ordered && typeof token.start === 'number' && token.start !== 1
      ? { start: String(token.start) }
      : {};
  const items = token.items.map((item) => element('li', {}, blocks(item.tokens, options)));
  return element(token.ordered ? 'ol' : 'ul', start, items);
}

function table(token: Tokens.Table, options: MarkdownOptions): HtmlChild {
  const cell = (tag: string, c: Tokens.TableCell) =>
    element(tag, c.align ? { align: c.align } : {}, inline(c.tokens, options));
  return element('table', {}, [
    element('thead', {}, [
      element(
        'tr',
        {},
        token.header.map((c) => cell('th', c)),
      ),
    ]),
    ...(token.rows.length > 0
      ? [
          element(
            'tbody',
            {},
            token.rows.map((row) =>
              element(
                'tr',
                {},
                row.map((c) => cell('td', c)),
              ),
            ),
          ),
        ]
      : []),
  ]);
}

function inline(tokens: Token[], options: MarkdownOptions): HtmlChild[] {
  // inline HTML arrives as separate open/close tokens: let marked join the run and parse5 read it
  if (tokens.some((t) => t.type === 'html'))
    return parseHtmlFragment(new Parser(options).parseInline(tokens));
  return tokens.flatMap((token) => inlineToken(token as Tokens.Generic, options));
}

function inlineToken(token: Tokens.Generic, options: MarkdownOptions): HtmlChild[] {
  switch (token.type) {
    case 'text':
      return token.tokens ? inline(token.tokens, options) : [text(decodeHTML(token.text))];
    case 'escape':
      return [text(token.text)];
    case 'strong':
      return [element('strong', {}, inline(token.tokens ?? [], options))];
    case 'em':
      return [element('em', {}, inline(token.tokens ?? [], options))];
    case 'del':
      return [element('del', {}, inline(token.tokens ?? [], options))];
    case 'codespan':
      return [element('code', {}, [text(token.text)])];
    case 'br':
      return [element('br')];
    case 'checkbox':
      return [
        element('input', { type: 'checkbox', disabled: '', ...(token.checked ? { checked: '' } : {}) }),
        text(' '),
      ];
    case 'link':
      return [
        element(
          'a',
          { href: token.href, ...(token.title ? { title: token.title } : {}) },
          inline(token.tokens ?? [], options),
        ),
      ];
    case 'image':
      return [
        element('img', { src: token.href, alt: token.text, ...(token.title ? { title: token.title } : {}) }),
      ];
    default:
      return token.tokens ? inline(token.tokens, options) : [];
  }
}
