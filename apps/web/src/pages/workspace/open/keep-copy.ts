import type { Project } from '@nodeloom/api';
import { keepProjectCopy } from '../../../collab/copy-keeper.js';
import { pageProjectCopies } from '../../../collab/project-copies.js';
import { asCollabSession } from '../../../collab-react/collab-sessions.js';
import type { EditorApi } from '../../../editor/index.js';
import { sessionStore } from '../../../state/session.js';
import type { OpenTarget } from './open-project.js';

/** The open flow's side of a project's copy in this browser (docs/collaboration.md "Copies kept in the browser"). */
export interface CopyKeeping {
  /** the kept copy, if any (the object handed to the flow: createEditor knows it by identity) */
  read(): Promise<Project | undefined>;
  /** whether the editor is being built on the kept copy */
  isCopy(project: Project): boolean;
  /** editor option keepCopy: keeps the editor's graph once the project's metadata is known */
  attach(editor: EditorApi): () => void;
  /** the project as the server answered (written at once when fresh), or the copy that stays */
  keep(project: Project, fresh: boolean): void;
  drop(): void;
}

/**
 * Copies are kept for a signed-in user's own opens of a project by its id: not through a share
 * token or the admin flag (whose reads are not the user's), not for snapshots or snippets.
 */
export function copyKeeping(target: OpenTarget): CopyKeeping | undefined {
  const userId = sessionStore.getState().user?.id;
  if (!userId || target.kind !== 'project' || target.pat || target.admin) return undefined;
  const copies = pageProjectCopies();
  let copy: Project | undefined;
  let kept: Project | undefined;
  let start: (() => void) | undefined;
  let stop: (() => void) | undefined;
  return {
    async read() {
      copy = (await copies.read(userId, target.id))?.project;
      return copy;
    },
    isCopy: (project) => project === copy,
    attach(editor) {
      let stopped = false;
      start = () => {
        if (stopped || stop || !kept) return;
        const project = kept;
        stop = keepProjectCopy(
          {
            userId,
            project,
            graph: () => editor.graph.toGraph(),
            settledCounter: () => {
              const sync = asCollabSession(editor.collaboration.session())?.sync;
              if (!sync?.joined || sync.unconfirmedCount > 0 || editor.persistence.hasUnsavedChanges())
                return undefined;
              return sync.lastCounter;
            },
            subscribe: (listener) => {
              let stopSync: (() => void) | undefined;
              const follow = () => {
                stopSync?.();
                stopSync = asCollabSession(editor.collaboration.session())?.sync.subscribe(listener);
              };
              follow();
              const stopSession = editor.collaboration.subscribe(() => {
                follow();
                listener();
              });
              const stopEditor = editor.subscribe(listener);
              return () => {
                stopSync?.();
                stopSession();
                stopEditor();
              };
            },
          },
          copies,
        );
      };
      start();
      return () => {
        stopped = true;
        stop?.();
      };
    },
    keep(project, fresh) {
      if (project.eventCounter === undefined) return;
      kept = project;
      if (fresh) {
        const counter = project.eventCounter;
        // written after the first frame: a big project's copy costs its structured clone
        setTimeout(() => {
          copies
            .write({ userId, keptAt: Date.now(), project: { ...project, eventCounter: counter } })
            .catch((error: Error) =>
              console.warn(`The project's copy in this browser was not kept: ${error.message}`),
            );
        }, 1_000);
      }
      start?.();
    },
    drop() {
      copies.drop(userId, target.id).catch(() => undefined);
    },
  };
}
