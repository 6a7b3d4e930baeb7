import { Command } from 'cmdk';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { jumpToNode } from '../../find/jump.js';
import { indexProject, searchNodes } from '../../find/node-index.js';
import type { DialogProps } from '../dialog-descriptor.js';
import { NodeResult } from './NodeResult.js';
import './finder-list.css';

/**
 * The searcher: type part of a node's name, path, definition or id and go to it — its level is
 * opened, it is selected and framed. The project is indexed once per opening and filtered as
 * one types, best matches first.
 */
export default function SearcherDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  const index = useMemo(() => indexProject(editor.graph), [editor]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = useMemo(() => searchNodes(index, deferred), [index, deferred]);
  const more = found.total - found.hits.length;
  // the best match is highlighted as the results change: Enter goes to it
  const [highlighted, setHighlighted] = useState('');
  useEffect(() => setHighlighted(found.hits[0]?.node.nodeId ?? ''), [found]);

  return (
    <Command
      className="finder"
      label="Search nodes"
      shouldFilter={false}
      loop
      value={highlighted}
      onValueChange={setHighlighted}
    >
      <Command.Input
        autoFocus
        className="input finder-input"
        placeholder="Name, path, definition or id"
        value={query}
        onValueChange={setQuery}
      />
      {/* beside the list, not in it: a listbox holds options only */}
      {deferred.trim() === '' ? (
        <p className="finder-note">
          Type to search the {index.nodes.length} nodes of every level. <kbd>↑</kbd> <kbd>↓</kbd> to move,{' '}
          <kbd>Enter</kbd> to go to a node.
        </p>
      ) : found.hits.length === 0 ? (
        <p className="finder-note" role="status">
          Nothing matches “{deferred}”.
        </p>
      ) : null}
      <Command.List className="finder-list" label="Nodes">
        {found.hits.map(({ node }) => (
          <Command.Item
            key={node.nodeId}
            value={node.nodeId}
            className="finder-item"
            onSelect={() => {
              if (jumpToNode(editor, node.nodeId)) close();
            }}
          >
            <NodeResult node={node} query={deferred} />
          </Command.Item>
        ))}
      </Command.List>
      {more > 0 ? (
        <p className="finder-more muted" role="status">
          {more} more — type more to narrow
        </p>
      ) : null}
    </Command>
  );
}
