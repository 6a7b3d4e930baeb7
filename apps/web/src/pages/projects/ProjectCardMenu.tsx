import { Menu } from '@base-ui/react/menu';
import { MoreIcon } from '../../ui/icons.js';
import { Tip } from '../../ui/Tip.js';
import type { ProjectEntry } from './projectSections.js';

/** The card's "…" menu: Rename, Archive (active projects only) and Delete (which asks first). */
/** What a card's menu can do to its project. */
export type CardAction = 'rename' | 'favourite' | 'archive' | 'restore' | 'delete';

export function ProjectCardMenu({
  entry,
  onAction,
}: {
  entry: ProjectEntry;
  onAction(action: CardAction): void;
}) {
  return (
    <Menu.Root>
      <Tip label="More actions">
        <Menu.Trigger className="icon-button" aria-label={`Actions for ${entry.name}`}>
          <MoreIcon />
        </Menu.Trigger>
      </Tip>
      <Menu.Portal>
        <Menu.Positioner className="menu-positioner" sideOffset={6} align="end">
          <Menu.Popup className="menu">
            <Menu.Item className="menu-item" onClick={() => onAction('rename')}>
              Rename
            </Menu.Item>
            {entry.archived ? null : (
              <Menu.Item className="menu-item" onClick={() => onAction('archive')}>
                Archive
              </Menu.Item>
            )}
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item menu-item-danger" onClick={() => onAction('delete')}>
              Delete…
            </Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
