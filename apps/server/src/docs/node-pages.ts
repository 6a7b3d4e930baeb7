import type { NodeDefinition } from '@nodeloom/engine';
import { describeNode, formatValue, type ParamHelp, type SocketHelp } from '@nodeloom/nodes';
import { escapeHtml } from './page.js';

/** The node help of the web app's Node help dialog and of `nodeloom help NODE`, as a page. */

function socketRows(sockets: SocketHelp[]): string {
  if (sockets.length === 0) return '<p class="docs-lead">None.</p>';
  const rows = sockets.map((s) => {
    const facts = [s.dataType, s.required ? 'required' : '', s.multiInput ? 'multi-input' : ''].filter(
      Boolean,
    );
    return `<tr><td><code>${escapeHtml(s.identifier)}</code></td><td>${escapeHtml(s.label)}</td><td>${escapeHtml(facts.join(', '))}</td><td>${escapeHtml(s.description ?? '')}</td></tr>`;
  });
  return `<table><thead><tr><th>Identifier</th><th>Label</th><th>Type</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function paramFacts(p: ParamHelp): string {
  const facts = [p.dataType, `${p.widget} widget`, `default ${formatValue(p.defaultValue)}`];
  if (p.min !== undefined) facts.push(`min ${p.min}`);
  if (p.max !== undefined) facts.push(`max ${p.max}`);
  if (p.required) facts.push('required');
  if (p.options) facts.push(`options: ${p.options.map((o) => formatValue(o.value)).join(', ')}`);
  if (p.hideWhen) facts.push(`hidden when ${p.hideWhen}`);
  if (p.disableWhen) facts.push(`disabled when ${p.disableWhen}`);
  return facts.join('; ');
}

function paramRows(params: ParamHelp[]): string {
  if (params.length === 0) return '<p class="docs-lead">None.</p>';
  const rows = params.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.label)}</td><td>${escapeHtml(paramFacts(p))}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
  );
  return `<table><thead><tr><th>Name</th><th>Label</th><th>Type and value</th><th>Description</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** One node's help page body. */
export function nodeHelpHtml(definition: NodeDefinition): string {
  const help = describeNode(definition);
  const facts: [string, string][] = [
    ['Category', help.category],
    ['Package', help.package],
    ...(help.traits.length ? [['Traits', help.traits.join(', ')] as [string, string]] : []),
    ...(help.availableContexts
      ? [['Allowed in', help.availableContexts.join(', ')] as [string, string]]
      : []),
    ...(help.keywords.length ? [['Keywords', help.keywords.join(', ')] as [string, string]] : []),
  ];
  return [
    `<p><a href="/docs/nodes">← All nodes</a></p>`,
    `<h1>${escapeHtml(help.definitionName)}</h1>`,
    `<p class="docs-lead">${escapeHtml(help.description)}</p>`,
    `<dl class="docs-facts">${facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`,
    `<h2 id="inputs">Inputs</h2>${socketRows(help.inputs)}`,
    `<h2 id="params">Params</h2>${paramRows(help.params)}`,
    `<h2 id="outputs">Outputs</h2>${socketRows(help.outputs)}`,
  ].join('\n');
}

/** The list of every built-in node by category, each linking to its page. */
export function nodeIndexHtml(definitions: NodeDefinition[]): string {
  const byCategory = new Map<string, NodeDefinition[]>();
  for (const d of definitions) byCategory.set(d.category, [...(byCategory.get(d.category) ?? []), d]);
  const sections = [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, nodes]) => {
      const items = nodes
        .sort((a, b) => a.definitionName.localeCompare(b.definitionName))
        .map(
          (d) =>
            `<li><a href="/docs/nodes/${encodeURIComponent(d.definitionName)}">${escapeHtml(d.definitionName)}<small>${escapeHtml(d.description)}</small></a></li>`,
        );
      return `<h2 id="${escapeHtml(category)}">${escapeHtml(category)}</h2><ul class="docs-cards">${items.join('')}</ul>`;
    });
  return [
    '<h1>Nodes</h1>',
    `<p class="docs-lead">Every built-in node (${definitions.length}) with its inputs, params and outputs, as the workspace's Node help shows them.</p>`,
    ...sections,
  ].join('\n');
}
