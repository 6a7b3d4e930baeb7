import { Command } from 'cmdk';
import { useMemo } from 'react';
import type { DialogProps } from '../dialog-descriptor.js';
import { type QuickActionGroup, quickActions } from './quick-actions.js';
import '../searcher/finder-list.css';
import './quick-actions.css';

// colours last: nine of them would push the dialogs below the fold
const GROUPS: readonly QuickActionGroup[] = ['Node', 'UDN', 'Library', 'Help', 'Colour'];

/**
 * Node quick actions: a filterable list of what can be done with the selection — rename, duplicate,
 * delete, copy its path, colour, enter, UDN commands, save as snippet or preset, help and info.
 * Each entry runs an existing command or dialog after this list closes.
 */
export default function QuickActionsDialog({ ctx, close }: DialogProps) {
  const { editor } = ctx;
  // what the list was opened on: the selection does not change while it is open
  const actions = useMemo(() => quickActions(ctx), [ctx]);
  const ids = [...editor.selection.ids()];
  const first = ids.length > 0 ? editor.nodes.get(ids[0]) : undefined;

  if (!first)
    return (
      <p className="finder-note" role="status">
        Select a node first.
      </p>
    );
  return (
    <Command className="finder" label="Filter actions" loop>
      <p className="quick-subject muted">
        {ids.length === 1 ? (
          <>
            <strong>{first.name}</strong> · {first.definitionName}
          </>
        ) : (
          `${ids.length} nodes selected`
        )}
      </p>
      <Command.Input autoFocus className="input finder-input" placeholder="Type an action…" />
      <Command.List className="finder-list" label="Actions">
        <Command.Empty className="finder-note">No action matches.</Command.Empty>
        {GROUPS.map((group) => {
          const items = actions.filter((action) => action.group === group);
          if (items.length === 0) return null;
          return (
            <Command.Group key={group} heading={group} className="quick-group">
              {items.map((action) => (
                <Command.Item
                  key={action.id}
                  value={action.label}
                  keywords={[group]}
                  className="quick-item"
                  onSelect={() => {
                    close();
                    action.run();
                  }}
                >
                  {action.swatch ? (
                    <span className="quick-swatch" style={{ background: action.swatch }} aria-hidden />
                  ) : null}
                  <span>{action.label}</span>
                  {action.shortcut ? <kbd>{action.shortcut}</kbd> : null}
                </Command.Item>
              ))}
            </Command.Group>
          );
        })}
      </Command.List>
    </Command>
  );
}
