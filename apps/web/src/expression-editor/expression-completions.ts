import { EXPRESSION_FUNCTION_NAMES } from '@nodeloom/engine';
import {
  childrenOfLevel,
  type ExpressionHost,
  type ExpressionSubject,
  levelAtPath,
  nodeAtPath,
  readableParams,
  visibleEnv,
} from './expression-host.js';

/** One suggestion: `label` is what is inserted unless `apply` says otherwise. */
export interface ExpressionOption {
  label: string;
  apply?: string;
  detail?: string;
  type: 'variable' | 'property' | 'constant' | 'namespace' | 'function' | 'keyword';
}

export interface ExpressionCompletions {
  /** where the replaced text starts */
  from: number;
  options: ExpressionOption[];
}

const WORD_KEYWORDS = ['and', 'or', 'not', 'equals', 'true', 'false', 'null'];
const SEGMENT = '(?:\\.\\.?|\\w+)';
/** `box.$wi`, `../box.`, `/hex/page.$` — a node path then `.` or `.$` and part of a param name */
const NODE_PARAM = new RegExp(`(/?(?:${SEGMENT}/)*${SEGMENT})\\.(\\$?)(\\w*)$`);
/** `@NA`, `@@` */
const ENV = /(?<![\w@])(@@?)(\w*)$/;
/** `$wi` — not after a word, a `.` (that is `box.$wi`) or another `$` */
const PARAM = /(?<![\w.$])\$(\w*)$/;
/** `../bo`, `/hex/`, `bo` — directory part and the name being typed */
const PATH = new RegExp(`(?<![\\w.$@/])((?:/|(?:${SEGMENT}/))(?:${SEGMENT}/)*)?(\\w*)$`);

/** True when the cursor sits inside a string literal (nothing to complete there). */
function insideString(text: string): boolean {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
  }
  return quote !== undefined;
}

/** A `/` right after an operand divides (the engine's lexer rule), so it starts no path. */
function divides(before: string): boolean {
  return /[\w)'"]\s*$/.test(before);
}

function paramOptions(host: ExpressionHost, nodeId: string): ExpressionOption[] {
  return readableParams(host, nodeId).map((p) => ({
    label: `$${p.name}`,
    detail: p.detail,
    type: 'property' as const,
  }));
}

/**
 * What fits at the end of `before` (the text up to the cursor) in the subject's expression:
 * `$params` of the node, node paths relative and absolute from the project's tree, `.$param`
 * after a path, `@`/`@@` names of the setEnv nodes above, functions and keywords.
 * `explicit`: asked for (Ctrl+Space), so an empty word still lists what fits.
 */
export function expressionCompletions(
  host: ExpressionHost,
  subject: ExpressionSubject,
  before: string,
  explicit = false,
): ExpressionCompletions | null {
  if (insideString(before)) return null;
  const end = before.length;

  const nodeParam = NODE_PARAM.exec(before);
  if (nodeParam && (nodeParam[2] === '$' || nodeParam[3] === '')) {
    let path = nodeParam[1];
    if (path.startsWith('/') && divides(before.slice(0, nodeParam.index))) path = path.slice(1);
    const charBefore = before[nodeParam.index - 1];
    const target =
      charBefore === '$' || charBefore === '@' ? undefined : nodeAtPath(host, subject.nodeId, path);
    if (target)
      return {
        from: end - nodeParam[3].length - nodeParam[2].length,
        options: paramOptions(host, target.id),
      };
  }

  const env = ENV.exec(before);
  if (env) {
    const options = [...visibleEnv(host, subject.nodeId).entries()].map(([name, value]) => ({
      label: name,
      detail: JSON.stringify(value) ?? String(value),
      type: 'constant' as const,
    }));
    return { from: end - env[2].length, options };
  }

  const param = PARAM.exec(before);
  if (param) return { from: end - param[0].length, options: paramOptions(host, subject.nodeId) };

  const path = PATH.exec(before);
  if (!path) return null;
  let dir = path[1] ?? '';
  const partial = path[2];
  if (dir.startsWith('/') && divides(before.slice(0, path.index))) dir = dir.slice(1);
  if (dir === '' && partial === '' && !explicit) return null;
  // a number being typed is no name
  if (dir === '' && /^\d/.test(partial)) return null;
  const level = levelAtPath(host, subject.nodeId, dir);
  const nodes: ExpressionOption[] =
    level === undefined
      ? []
      : childrenOfLevel(host, level)
          // the node itself reads its own params as $name
          .filter((n) => dir !== '' || n.id !== subject.nodeId)
          .map((n) => ({ label: n.name, detail: n.definitionName, type: 'namespace' as const }));
  if (dir !== '') return { from: end - partial.length, options: nodes };
  const functions = EXPRESSION_FUNCTION_NAMES.map((name) => ({
    label: name,
    apply: `${name}(`,
    detail: 'function',
    type: 'function' as const,
  }));
  const keywords = WORD_KEYWORDS.map((word) => ({ label: word, type: 'keyword' as const }));
  return { from: end - partial.length, options: [...nodes, ...functions, ...keywords] };
}
