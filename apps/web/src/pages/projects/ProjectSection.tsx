import type { ReactNode } from 'react';
import { type CardAction, ProjectCard } from './ProjectCard.js';
import type { ProjectEntry, ProjectSection as Section } from './projectSections.js';

export interface ProjectSectionProps {
  section: Section;
  onAction(entry: ProjectEntry, action: CardAction): void;
  /** Shown instead of the grid when the section has no projects. */
  empty?: ReactNode;
}

/** A titled grid of project cards. */
export function ProjectSection({ section, onAction, empty }: ProjectSectionProps) {
  const headingId = `section-${section.id}`;
  return (
    <section className="project-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {section.title}
        <span className="section-count" aria-hidden="true">
          {section.entries.length}
        </span>
      </h2>
      {section.entries.length === 0 ? (
        empty
      ) : (
        <ul className="project-grid">
          {section.entries.map((entry) => (
            <li key={entry.id}>
              <ProjectCard entry={entry} onAction={(action) => onAction(entry, action)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Placeholder cards while the lists load. */
export function ProjectGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="project-section" aria-busy="true" aria-label="Loading projects">
      <div className="skeleton skeleton-title" />
      <ul className="project-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={index}>
            <div className="project-card skeleton-card">
              <div className="skeleton skeleton-preview" />
              <div className="skeleton skeleton-line" />
              <div className="skeleton skeleton-line short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
