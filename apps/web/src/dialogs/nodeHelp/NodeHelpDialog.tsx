import { describeNode, formatValue, type NodeHelp, type ParamHelp, type SocketHelp } from '@nodeloom/nodes';
import { useMemo, useState } from 'react';
import { useValue } from '../../editor-react/index.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { type NodeTarget, targetNodeId } from '../node-target.js';
import './node-help.css';
import { DocumentationLink } from '../../ui/DocumentationLink.js';

/** Node help from the node library's own description (what `nodeloom help NODE` prints), browsable. */
export default function NodeHelpDialog({ args }: DialogProps) {
  const target = args as NodeTarget | undefined;
  const definitions = useValue((e) => e.library.definitions());
  const selectedDefinition = useValue((e) => {
    const id = targetNodeId(e, target);
    return id === undefined ? undefined : e.nodes.get(id)?.definitionName;
  });
  const [chosen, setChosen] = useState(target?.definitionName ?? selectedDefinition);
  const [filter, setFilter] = useState('');
  const definition = definitions.find((d) => d.definitionName === chosen);
  const help = useMemo(() => (definition ? describeNode(definition) : undefined), [definition]);
  const matches = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return definitions
      .filter(
        (d) =>
          needle === '' ||
          d.definitionName.toLowerCase().includes(needle) ||
          d.keywords.some((k) => k.toLowerCase().includes(needle)),
      )
      .map((d) => d.definitionName)
      .sort();
  }, [definitions, filter]);

  return (
    <div className="node-help">
      <nav className="node-help-index" aria-label="Node definitions">
        <input
          className="input"
          type="search"
          placeholder="Search nodes"
          aria-label="Search node definitions"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
        <ul>
          {matches.map((name) => (
            <li key={name}>
              <button
                type="button"
                className="node-help-entry"
                aria-current={name === chosen ? 'true' : undefined}
                onClick={() => setChosen(name)}
              >
                {name}
              </button>
            </li>
          ))}
          {matches.length === 0 ? <li className="muted">No node matches.</li> : null}
        </ul>
        <DocumentationLink className="node-help-docs" />
      </nav>
      <article className="node-help-page" aria-label="Help">
        {help ? <HelpPage help={help} /> : <p className="muted">Select a node or pick one from the list.</p>}
      </article>
    </div>
  );
}

function HelpPage({ help }: { help: NodeHelp }) {
  return (
    <>
      <h2 className="node-help-title">
        {help.definitionName} <span className="badge">{help.category}</span>
      </h2>
      <p>{help.description}</p>
      {help.traits.length > 0 ? <p className="muted">Traits: {help.traits.join(', ')}</p> : null}
      {help.availableContexts ? (
        <p className="muted">Allowed in: {help.availableContexts.join(', ')}</p>
      ) : null}
      <Sockets title="Inputs" sockets={help.inputs} />
      <Params params={help.params} />
      <Sockets title="Outputs" sockets={help.outputs} />
    </>
  );
}

function Sockets({ title, sockets }: { title: string; sockets: readonly SocketHelp[] }) {
  return (
    <section>
      <h3>{title}</h3>
      {sockets.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <dl className="node-help-list">
          {sockets.map((s) => (
            <div key={s.identifier}>
              <dt>
                {s.label} <code>{s.identifier}</code>
              </dt>
              <dd>
                {s.dataType}
                {s.required ? ', required' : ''}
                {s.multiInput ? ', takes several wires' : ''}
                {s.description ? <div className="muted">{s.description}</div> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Params({ params }: { params: readonly ParamHelp[] }) {
  return (
    <section>
      <h3>Parameters</h3>
      {params.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <dl className="node-help-list">
          {params.map((p) => (
            <div key={p.name}>
              <dt>
                {p.label} <code>${p.name}</code>
              </dt>
              <dd>
                {p.dataType}, default {formatValue(p.defaultValue)}
                {p.min !== undefined ? `, min ${p.min}` : ''}
                {p.max !== undefined ? `, max ${p.max}` : ''}
                {p.required ? ', required' : ''}
                {p.options ? (
                  <div className="muted">
                    Options: {p.options.map((o) => formatValue(o.value)).join(', ')}
                  </div>
                ) : null}
                {p.description ? <div className="muted">{p.description}</div> : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
