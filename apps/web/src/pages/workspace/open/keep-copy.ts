import type { Project } from '@nodeloom/api';
import { keepCopy, keepProjectCopy } from '../../../collab/copy-keeper.js';
import { pageProjectCopies } from '../../../collab/project-copies.js';
import { asCollabSession } from '../../../collab-react/collab-sessions.js';
import type { EditorApi, UndoHost } from '../../../editor/index.js';
import { sessionStore } from '../../../state/session.js';
import type { OpenTarget } from './open-project.js';

/** How long kept undo stacks wait for the log to bring an editor built on the copy to the server's answer. */
const CATCH_UP_MS = 30_000;

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
  /**
   * `keepUndo` for an editor built on the copy: the kept stacks are about the graph as the server
   * last had it (the copy may be older: an undo made just before a reload is after it), so they
   * are put back once the log has brought the graph to the server's answer
   */
  afterCatchUp(keepUndo: (host: UndoHost) => () => void): (host: UndoHost) => () => void;
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
  let answered: (counter: number) => void = () => {};
  const answer = new Promise<number>((resolve) => {
    answered = resolve;
  });
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
      answered(project.eventCounter);
      if (fresh) {
        const counter = project.eventCounter;
        // written after the first frame: a big project's copy costs its structured clone
        setTimeout(() => keepCopy(copies, userId, { ...project, eventCounter: counter }), 1_000);
      }
      start?.();
    },
    afterCatchUp: (keepUndo) => (host) => {
      let stopped = false;
      let stopUndo: (() => void) | undefined;
      let poll: ReturnType<typeof setInterval> | undefined;
      void answer.then((counter) => {
        const since = Date.now();
        const begin = () => {
          clearInterval(poll);
          if (!stopped) stopUndo = keepUndo(host);
        };
        if (host.logCounter() >= counter) return begin();
        // the session's pull moves the counter; a log that never gets there (30 s) keeps the stacks anyway
        poll = setInterval(() => {
          if (stopped) clearInterval(poll);
          else if (host.logCounter() >= counter || Date.now() - since > CATCH_UP_MS) begin();
        }, 100);
      });
      return () => {
        stopped = true;
        clearInterval(poll);
        stopUndo?.();
      };
    },
    drop() {
      copies.drop(userId, target.id).catch(() => undefined);
    },
  };
}
