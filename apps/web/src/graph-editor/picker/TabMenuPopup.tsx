import type { NodeDefinition } from '@nodeloom/engine';
import { Command } from 'cmdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useEditor, useValue } from '../../editor-react/index.js';
import { type PickerRequest, useCanvasUiStore } from '../canvas/canvas-ui.js';
import { snapPoint } from '../model/snap.js';
import { placeBeside } from './beside-node.js';
import { levelContext } from './level-context.js';
import { filterDefinitions, socketForWire, unavailableReason } from './tab-menu-filter.js';

/** The tab menu's popup (see TabMenu), with cmdk: loaded when the menu first opens. */
export function TabMenuPopup({ request }: { request: PickerRequest }) {
  const editor = useEditor();
  const store = useCanvasUiStore();
  const definitions = useValue((e) => e.library.definitions());
  const context = useValue((e) => levelContext(e.graph, e.view.levelId()));
  const [query, setQuery] = useState('');
  const root = useRef<HTMLDivElement>(null);
  // what had the keyboard as the menu opened (the focused node, the canvas): Escape gives it back
  const opener = useRef(typeof document === 'undefined' ? null : document.activeElement);
  const dragged = useMemo(
    () => (request.from ? { kind: request.from.kind, dataType: request.from.dataType } : undefined),
    [request.from],
  );
  const replacing = useValue((e) => (request.replace ? e.nodes.get(request.replace) : undefined));
  const results = useMemo(() => {
    const found = filterDefinitions(definitions, query, { context, dragged });
    return replacing ? found.filter((d) => d.definitionName !== replacing.definitionName) : found;
  }, [definitions, query, context, dragged, replacing]);
  const why = useMemo(
    () => (results.length ? undefined : unavailableReason(definitions, query, context)),
    [results, definitions, query, context],
  );
  // the best match is highlighted whenever the query changes (Enter adds it), and the list starts at the top
  const [highlighted, setHighlighted] = useState('');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    setHighlighted(results[0]?.definitionName ?? '');
    if (list.current) list.current.scrollTop = 0;
  }, [results]);

  const close = () => store.getState().openPicker(null);
  const add = (definition: NodeDefinition) => {
    if (request.replace) {
      close();
      editor.nodes.changeDefinition(request.replace, definition.definitionName);
      return;
    }
    const from = request.from
      ? { nodeId: request.from.nodeId, identifier: request.from.identifier, kind: request.from.kind }
      : undefined;
    // opened beside the focused node: the new one goes right of it, clear of it and of its neighbours
    const beside = request.beside ? placeBeside(editor, request.beside, definition) : undefined;
    // wired by the new node's first socket that takes the wire (listed nodes all have one)
    const socket = dragged && socketForWire(definition, dragged);
    const id = editor.nodes.create(
      definition.definitionName,
      beside ?? snapPoint(request.flow),
      from ? { from, ...(socket ? { socket } : {}) } : undefined,
    );
    close();
    if (!id) return;
    editor.selection.select([id], 'replace');
    // the keyboard goes on from the new node (the canvas gives it DOM focus); a mouse user's view stays put
    if (!request.atPointer) editor.nodeFocus.set(id);
  };

  // a click outside the menu closes it
  useEffect(() => {
    const onDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) store.getState().openPicker(null);
    };
    window.addEventListener('pointerdown', onDown, true);
    return () => window.removeEventListener('pointerdown', onDown, true);
  }, [store]);

  return (
    <div
      ref={root}
      className="gc-picker"
      role="dialog"
      aria-label={replacing ? `Change definition of ${replacing.name}` : 'Tab menu'}
      style={{ left: request.at.x, top: request.at.y }}
      onKeyDown={(e) => {
        e.stopPropagation();
        if (e.key !== 'Escape') return;
        close();
        const back = opener.current;
        if (back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true });
      }}
    >
      <Command
        label="Search nodes"
        shouldFilter={false}
        loop
        value={highlighted}
        onValueChange={setHighlighted}
      >
        <Command.Input
          autoFocus
          className="gc-picker-search"
          aria-label="Search nodes"
          placeholder={
            replacing
              ? `Replace ${replacing.definitionName} with…`
              : dragged
                ? `Nodes taking ${dragged.dataType}…`
                : 'Search nodes…'
          }
          value={query}
          onValueChange={setQuery}
        />
        <Command.List ref={list} className="gc-picker-list" label="Nodes">
          <Command.Empty className="gc-picker-empty">
            No node matches “{query}”{why ? `: ${why}` : ''}
          </Command.Empty>
          {results.map((d) => (
            <Command.Item
              key={d.definitionName}
              value={d.definitionName}
              onSelect={() => add(d)}
              className="gc-picker-item"
            >
              <span
                className="gc-picker-swatch"
                style={{ background: d.editorConfig.style.backgroundColor }}
              />
              <span className="gc-picker-name">{d.definitionName}</span>
              <span className="gc-picker-category">{d.category}</span>
              {d.deprecated ? <span className="gc-picker-deprecated">deprecated</span> : null}
            </Command.Item>
          ))}
        </Command.List>
      </Command>
      <footer className="gc-picker-footer">
        <kbd>↑</kbd>
        <kbd>↓</kbd> to move · <kbd>Enter</kbd> to {replacing ? 'change' : 'add'} · <kbd>Esc</kbd> to close
      </footer>
    </div>
  );
}
