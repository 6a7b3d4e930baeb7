import type { CollaborationHost, Collaborator, EditorApi, EditorCollaborationApi } from './editor-api.js';
import { Emitter } from './emitter.js';

/**
 * `editor.collaboration`: the open project's session. The composition root joins it over a
 * transport (the session is built on the host the editor hands it) and leaves it; views read
 * `session()` through useValue.
 */
export class EditorCollaboration implements EditorCollaborationApi {
  readonly #host: CollaborationHost;
  readonly #emitter = new Emitter();
  #session: Collaborator | undefined;
  readonly loadedCounter: number | undefined;

  /** `editor`: the editor's public face; `internals`: what only a session may bind to */
  constructor(
    editor: EditorApi,
    internals: Pick<
      CollaborationHost,
      'project' | 'persistence' | 'subscribeGesture' | 'subscribePointer' | 'loadedCounter'
    >,
  ) {
    this.loadedCounter = internals.loadedCounter;
    this.#host = {
      ...internals,
      projectId: editor.projectId,
      subscribe: (listener) => editor.subscribe(listener),
      pointer: () => editor.view.pointer(),
      selection: () => editor.selection.ids(),
      select: (ids, mode) => editor.selection.select(ids, mode),
      viewport: () => editor.view.viewport(),
      setViewport: (viewport) => editor.view.setViewport(viewport),
      currentLevelId: () => editor.view.levelId(),
      goToLevel: (levelId) => editor.view.goToLevel(levelId),
    };
  }

  /** Starts a session built on the editor's host (leaving any other first); returns the leave. */
  join(create: (host: CollaborationHost) => Collaborator): () => void {
    this.leave();
    const session = create(this.#host);
    this.#session = session;
    session.start();
    this.#emitter.emit();
    return () => {
      if (this.#session === session) this.leave();
    };
  }

  leave(): void {
    const session = this.#session;
    if (!session) return;
    this.#session = undefined;
    session.stop();
    this.#emitter.emit();
  }

  session(): Collaborator | undefined {
    return this.#session;
  }

  subscribe(listener: () => void): () => void {
    return this.#emitter.subscribe(listener);
  }
}
