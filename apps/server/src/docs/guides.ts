import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Tokens } from 'marked';
import { escapeHtml } from './page.js';

/** A guide's name: its file name under docs/ without `.md` (also its address, /docs/<name>). */
const GUIDE_NAME = /^[a-z0-9][a-z0-9-]*$/;

export interface Guide {
  name: string;
  title: string;
}

/** The guide's title: its first level-one heading, in plain words (no code marks). */
function titleOf(markdown: string, name: string): string {
  const heading = /^# (.+)$/m.exec(markdown)?.[1];
  return heading ? heading.replaceAll('`', '') : name;
}

/** The guides in `dir` (docs/*.md), by title. */
export function listGuides(dir: string): Guide[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && GUIDE_NAME.test(file.slice(0, -3)))
    .map((file) => {
      const name = file.slice(0, -3);
      return { name, title: titleOf(readFileSync(join(dir, file), 'utf8'), name) };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

/** A heading's anchor as GitHub makes it, so `guide.md#some-heading` links land on it. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A link to another guide (`events.md`, `./events.md#x`) goes to its page; others stay as written. */
export function guideHref(href: string): string {
  const match = /^(?:\.\/)?([a-z0-9][a-z0-9-]*)\.md(#.*)?$/.exec(href);
  return match ? `/docs/${match[1]}${match[2] ?? ''}` : href;
}

const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'link') (token as Tokens.Link).href = guideHref((token as Tokens.Link).href);
  },
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${escapeHtml(slugOf(text))}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

/** The guide `name` of `dir` as HTML with its title, or undefined when there is no such guide. */
export function renderGuide(dir: string, name: string): (Guide & { html: string }) | undefined {
  if (!GUIDE_NAME.test(name)) return undefined;
  let source: string;
  try {
    source = readFileSync(join(dir, `${name}.md`), 'utf8');
  } catch {
    return undefined;
  }
  // the guides are the repository's own files, not user input: their markup is kept as written
  return { name, title: titleOf(source, name), html: markdown.parse(source, { async: false }) };
}
