import { Menu } from '@base-ui/react/menu';
import { CheckIcon, SearchIcon, SortIcon } from '../../ui/icons.js';
import type { ProjectsView, SortKey } from './projectSections.js';

export const SORT_LABELS: Record<SortKey, string> = {
  modified: 'Last modified',
  created: 'Date created',
  name: 'Name',
};

export interface ProjectsToolbarProps {
  filter: string;
  onFilterChange(filter: string): void;
  sort: SortKey;
  onSortChange(sort: SortKey): void;
  view: ProjectsView;
  onViewChange(view: ProjectsView): void;
}

const isSortKey = (value: unknown): value is SortKey => typeof value === 'string' && value in SORT_LABELS;

/** Filter by name, active or archived projects, and the sort order. */
export function ProjectsToolbar(props: ProjectsToolbarProps) {
  const { filter, onFilterChange, sort, onSortChange, view, onViewChange } = props;
  return (
    <div className="toolbar">
      <label className="search-box">
        <SearchIcon />
        <span className="visually-hidden">Filter projects by name</span>
        <input
          type="search"
          placeholder="Filter by name"
          value={filter}
          onChange={(event) => onFilterChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onFilterChange('');
          }}
        />
      </label>
      <div className="segmented" role="group" aria-label="Show">
        {(['active', 'archived'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onViewChange(option)}
          >
            {option === 'active' ? 'Active' : 'Archived'}
          </button>
        ))}
      </div>
      <Menu.Root>
        <Menu.Trigger className="button">
          <SortIcon />
          <span>
            <span className="muted-inline">Sort: </span>
            {SORT_LABELS[sort]}
          </span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner className="menu-positioner" sideOffset={6} align="end">
            <Menu.Popup className="menu">
              <Menu.RadioGroup
                value={sort}
                onValueChange={(value: unknown) => {
                  if (isSortKey(value)) onSortChange(value);
                }}
              >
                {(Object.keys(SORT_LABELS) as SortKey[]).map((key) => (
                  <Menu.RadioItem key={key} value={key} className="menu-item menu-radio-item" closeOnClick>
                    <Menu.RadioItemIndicator className="menu-indicator">
                      <CheckIcon />
                    </Menu.RadioItemIndicator>
                    <span className="menu-radio-label">{SORT_LABELS[key]}</span>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
