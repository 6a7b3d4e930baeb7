import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { relativeTime } from '../../base/relativeTime.js';
import { StarIcon } from '../../ui/icons.js';
import { Tip } from '../../ui/Tip.js';
import { type CardAction, ProjectCardMenu } from './ProjectCardMenu.js';

export type { CardAction };

import type { ProjectEntry } from './projectSections.js';

/** A stable hue per project, so cards are told apart at a glance. */
function cardHue(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

const ORIGIN_LABEL: Record<ProjectEntry['origin'], string | null> = {
  mine: null,
  team: 'Team',
  shared: 'Shared',
  demo: 'Official',
};

/**
 * One project: open it (the whole card is the link), star it, rename / archive / delete it from its
 * menu; an archived one cannot be opened (spec 1 §6) and offers Restore instead.
 */
export function ProjectCard({
  entry,
  onAction,
}: {
  entry: ProjectEntry;
  onAction(action: CardAction): void;
}) {
  const origin = entry.teamName ?? ORIGIN_LABEL[entry.origin];
  const badge = origin && origin !== entry.category ? origin : null;
  const when = entry.modifiedAt ? `Edited ${relativeTime(entry.modifiedAt)}` : 'Opened through a link';
  const favouriteLabel = entry.favourite
    ? `Remove ${entry.name} from favourites`
    : `Add ${entry.name} to favourites`;
  return (
    <article
      className="project-card"
      aria-label={entry.name}
      data-archived={entry.archived || undefined}
      style={{ '--card-hue': cardHue(entry.id) } as CSSProperties}
    >
      <div className="project-card-preview" aria-hidden="true">
        <span className="project-card-initial">{entry.name.trim().charAt(0).toUpperCase() || '?'}</span>
      </div>
      <div className="project-card-body">
        {/* the name is cut to one line: the title shows all of it on hover */}
        <h3 className="project-card-name" title={entry.name}>
          {entry.archived ? (
            entry.name
          ) : (
            <Link className="project-card-link" to={entry.href}>
              {entry.name}
            </Link>
          )}
        </h3>
        {entry.category || badge ? (
          <p className="project-card-chips">
            {entry.category ? <span className="chip">{entry.category}</span> : null}
            {badge ? <span className="chip chip-accent">{badge}</span> : null}
          </p>
        ) : null}
        <div className="project-card-footer">
          <span className="project-card-date">{entry.archived ? 'Archived' : when}</span>
          {entry.editable ? (
            <div className="project-card-actions">
              {entry.archived ? (
                <button type="button" className="button button-small" onClick={() => onAction('restore')}>
                  Restore
                </button>
              ) : (
                <Tip label={entry.favourite ? 'Remove from favourites' : 'Add to favourites'}>
                  <button
                    type="button"
                    className="icon-button star-button"
                    aria-label={favouriteLabel}
                    aria-pressed={entry.favourite}
                    onClick={() => onAction('favourite')}
                  >
                    <StarIcon filled={entry.favourite} />
                  </button>
                </Tip>
              )}
              <ProjectCardMenu entry={entry} onAction={onAction} />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
