import {
  EVAL_MESSAGES,
  EXPRESSION_FUNCTION_NAMES,
  type ExpressionToken,
  MissingEnvError,
  parseExpression,
  pathProblem,
  tokenizeExpression,
} from '@nodeloom/engine';
import {
  type ExpressionHost,
  type ExpressionSubject,
  nodeAtPath,
  readableParams,
  visibleEnv,
} from './expression-host.js';

/** One problem of an expression text, as a range of it (CodeMirror's lint draws it). */
export interface ExpressionProblem {
  from: number;
  to: number;
  severity: 'error' | 'warning';
  message: string;
}

/** How many characters of the text a token spans (the lexer records only where it starts). */
function tokenLength(token: ExpressionToken, text: string): number {
  switch (token.kind) {
    case 'param':
      return token.name.length + 1;
    case 'nodeParam':
      return token.path.length + 2 + token.name.length;
    case 'env':
      return token.name.length + (token.strict ? 2 : 1);
    case 'word':
      return token.word.length;
    case 'op':
      return token.op.length;
    case 'number':
    case 'string': {
      // up to the next whitespace or operator: enough to underline the literal
      const rest = /^(?:"(?:\\.|[^"])*"?|'(?:\\.|[^'])*'?|[^\s+\-*/%<>=!(),]+)/.exec(text.slice(token.at));
      return rest?.[0].length ?? 1;
    }
    case 'end':
      return 0;
  }
}

/**
 * Where the engine's parser says the text is wrong. Its messages end with the offset ("Unexpected
 * token at 4", "Unterminated string starting at 0") or speak of the end of the text.
 */
function syntaxProblem(text: string, message: string): ExpressionProblem {
  const end = text.trimEnd().length;
  const at = /\bat (\d+)$/.exec(message);
  let from = at ? Number(at[1]) : end;
  let to = from;
  if (message.startsWith('Unterminated string')) to = text.length;
  else if (at) {
    let tokens: ExpressionToken[] = [];
    try {
      tokens = tokenizeExpression(text);
    } catch {
      // the lexer itself failed (an unexpected character): underline that character
    }
    const token = tokens.find((t) => t.at === from);
    to = from + (token ? tokenLength(token, text) : 1);
  }
  if (to === from) {
    // nothing to underline at the very end: mark the last character instead
    from = Math.max(0, from - 1);
    to = Math.max(to, from + 1);
  }
  return { from, to: Math.min(to, Math.max(text.length, 1)), severity: 'error', message };
}

/** What the parsed text reads that the project does not have: params, nodes, env values, functions. */
function referenceProblems(
  host: ExpressionHost,
  subject: ExpressionSubject,
  text: string,
): ExpressionProblem[] {
  const tokens = tokenizeExpression(text);
  const problems: ExpressionProblem[] = [];
  const add = (token: ExpressionToken, severity: ExpressionProblem['severity'], message: string) =>
    problems.push({ from: token.at, to: token.at + tokenLength(token, text), severity, message });
  const has = (nodeId: string, name: string) => readableParams(host, nodeId).some((p) => p.name === name);
  let env: Map<string, unknown> | undefined;
  tokens.forEach((token, i) => {
    if (token.kind === 'param' && !has(subject.nodeId, token.name))
      add(token, 'error', `Unknown param: $${token.name}`);
    if (token.kind === 'nodeParam') {
      const target = nodeAtPath(host, subject.nodeId, token.path);
      const problem = pathProblem(token.path);
      if (problem) add(token, 'error', problem);
      else if (!target) add(token, 'error', EVAL_MESSAGES.nodeNotFound(token.path));
      else if (!has(target.id, token.name))
        add(token, 'error', `Unknown param: ${token.path}.$${token.name}`);
    }
    if (token.kind === 'env') {
      env ??= visibleEnv(host, subject.nodeId);
      // a missing @NAME falls back to the default silently, a missing @@NAME is an error
      if (!env.has(token.name))
        add(token, token.strict ? 'error' : 'warning', new MissingEnvError(token.name, token.strict).message);
    }
    const next = tokens[i + 1];
    if (
      token.kind === 'word' &&
      next?.kind === 'op' &&
      next.op === '(' &&
      !EXPRESSION_FUNCTION_NAMES.includes(token.word)
    )
      add(token, 'error', `Unknown function: ${token.word}`);
  });
  return problems;
}

/**
 * The problems of an expression: its syntax as the engine's own parser reads it (never run), then
 * the params, nodes, `@` values and functions it names that do not exist for the subject node.
 */
export function expressionProblems(
  host: ExpressionHost,
  subject: ExpressionSubject,
  text: string,
): ExpressionProblem[] {
  if (text.trim() === '') return [];
  try {
    parseExpression(text);
  } catch (error) {
    return [syntaxProblem(text, error instanceof Error ? error.message : String(error))];
  }
  return referenceProblems(host, subject, text);
}
