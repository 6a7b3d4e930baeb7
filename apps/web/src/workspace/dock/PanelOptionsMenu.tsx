import { Menu } from '@base-ui/react/menu';
import type { ReactElement } from 'react';
import { containerAt, pathOfPanel } from '../../layout/layout-json.js';
import { changeLayout, useLayout } from '../../layout/layout-store.js';
import { closePanel, type ReorderMove, reorderPanel, splitOut } from '../../layout/operations.js';
import { TriggerMenu } from '../../ui/TriggerMenu.js';

const MOVES: { move: ReorderMove; label: string }[] = [
  { move: { kind: 'left' }, label: 'Move left' },
  { move: { kind: 'right' }, label: 'Move right' },
  { move: { kind: 'first' }, label: 'Move first' },
  { move: { kind: 'last' }, label: 'Move last' },
];

/** Where the panel sits among the tabs of its container: its index and how many share it. */
function usePlace(panelId: string): { index: number; count: number } {
  const index = useLayout((s) => {
    const path = pathOfPanel(s.json.containers, panelId);
    return path ? (containerAt(s.json.containers, path)?.panelIds ?? []).indexOf(panelId) : -1;
  });
  const count = useLayout((s) => {
    const path = pathOfPanel(s.json.containers, panelId);
    return path ? (containerAt(s.json.containers, path)?.panelIds ?? []).length : 0;
  });
  return { index, count };
}

/** A panel's options menu (PanelActions.tsx loads it on first use): split it out of its tabs, reorder it, close it. */
export function PanelOptionsMenu({
  panelId,
  trigger,
  openAtMount,
}: {
  panelId: string;
  trigger: ReactElement;
  openAtMount: boolean;
}) {
  const { index, count } = usePlace(panelId);
  const tabbed = count > 1;
  const disabledMove = (move: ReorderMove) =>
    !tabbed ||
    ((move.kind === 'left' || move.kind === 'first') && index === 0) ||
    ((move.kind === 'right' || move.kind === 'last') && index === count - 1);
  return (
    <TriggerMenu trigger={trigger} openAtMount={openAtMount} sideOffset={4}>
      <Menu.Item
        className="menu-item"
        disabled={!tabbed}
        onClick={() => changeLayout((json) => splitOut(json, panelId, 'horizontal', 'after'))}
      >
        Split right
      </Menu.Item>
      <Menu.Item
        className="menu-item"
        disabled={!tabbed}
        onClick={() => changeLayout((json) => splitOut(json, panelId, 'vertical', 'after'))}
      >
        Split down
      </Menu.Item>
      <Menu.Separator className="menu-separator" />
      {MOVES.map(({ move, label }) => (
        <Menu.Item
          key={label}
          className="menu-item"
          disabled={disabledMove(move)}
          onClick={() => changeLayout((json) => reorderPanel(json, panelId, move))}
        >
          {label}
        </Menu.Item>
      ))}
      <Menu.Separator className="menu-separator" />
      <Menu.Item className="menu-item" onClick={() => changeLayout((json) => closePanel(json, panelId))}>
        Close panel
      </Menu.Item>
    </TriggerMenu>
  );
}
