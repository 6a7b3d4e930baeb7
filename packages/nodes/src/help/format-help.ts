import type { NodeHelp, ParamHelp, SocketHelp } from './node-help.js';

/** A value as a user would type it: text quoted, objects as JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return 'none';
  if (typeof value === 'function') return 'a function';
  return JSON.stringify(value) ?? String(value);
}

function rangeOf(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return `range ${min} to ${max}`;
  if (min !== undefined) return `min ${min}`;
  if (max !== undefined) return `max ${max}`;
  return undefined;
}

/** How many wires a multi-input takes, e.g. " (1 to 5 wires)" or " (at least 1 wire)". */
function wiresOf(min: number | undefined, max: number | undefined): string {
  const plural = (n: number) => (n === 1 ? 'wire' : 'wires');
  if (min !== undefined && max !== undefined) return ` (${min} to ${max} ${plural(max)})`;
  if (min !== undefined) return ` (at least ${min} ${plural(min)})`;
  if (max !== undefined) return ` (at most ${max} ${plural(max)})`;
  return '';
}

function socketLine(s: SocketHelp): string {
  const facts: string[] = [s.dataType];
  if (s.required) facts.push('required');
  if (s.multiInput) facts.push(`multi-input${wiresOf(s.multiInput.min, s.multiInput.max)}`);
  const head = `  ${s.identifier} (${s.label}): ${facts.join(', ')}`;
  return s.description ? `${head}\n      ${s.description}` : head;
}

function paramLine(p: ParamHelp): string {
  const facts = [p.dataType, `${p.widget} widget`, `default ${formatValue(p.defaultValue)}`];
  const range = rangeOf(p.min, p.max);
  if (range) facts.push(range);
  if (p.required) facts.push('required');
  const lines = [`  ${p.name} (${p.label}): ${facts.join(', ')}`];
  if (p.options) lines.push(`      options: ${p.options.map((o) => formatValue(o.value)).join(', ')}`);
  if (p.hideWhen) lines.push(`      hidden when ${p.hideWhen}`);
  if (p.disableWhen) lines.push(`      disabled when ${p.disableWhen}`);
  if (p.description) lines.push(`      ${p.description}`);
  return lines.join('\n');
}

function section(title: string, lines: string[]): string[] {
  return ['', `${title}:`, ...(lines.length ? lines : ['  none'])];
}

/** The plain-text help of a node: what `nodeloom help NODE` prints. */
export function formatNodeHelp(help: NodeHelp): string {
  const header = [`${help.definitionName} (${help.category})`, help.description];
  const about: string[] = [];
  if (help.traits.length) about.push(`Traits: ${help.traits.join(', ')}`);
  if (help.availableContexts) about.push(`Allowed in: ${help.availableContexts.join(', ')}`);
  if (help.keywords.length) about.push(`Keywords: ${help.keywords.join(', ')}`);
  return [
    ...header,
    ...(about.length ? ['', ...about] : []),
    ...section('Inputs', help.inputs.map(socketLine)),
    ...section('Params', help.params.map(paramLine)),
    ...section('Outputs', help.outputs.map(socketLine)),
  ].join('\n');
}
