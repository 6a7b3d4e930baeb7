import type { EditorApi } from '../editor/index.js';
import type { ConsoleLog } from '../state/console-log.js';
import { isFrameProtocolMessage } from './sandbox-frame.js';
import { parseSdkMessage, type SdkMessage } from './sdk-messages.js';

/** The editor calls an SDK message may make: normal commands, each one undo step. */
export type SdkEditor = Pick<EditorApi, 'nodes' | 'library' | 'view' | 'readOnly'>;

interface FrameInfo {
  /** says where a line came from ('Node scripts', a plugin node's name) */
  label: string;
  /** the node whose script or plugin runs there, if any (log lines link to it) */
  nodeId?: string;
  /** the origin its messages must come from (its window may navigate elsewhere); 'null' for an opaque one */
  origin: string;
  version?: string;
}

/**
 * Listens for SDK window messages and acts on them, but only from frames this app made and
 * adopted (`event.source` identity: another window, an extension or a stray frame is ignored),
 * speaking from the origin they were adopted with (a frame that navigated away is not obeyed).
 * Every message is validated; a bad one becomes an error line naming what is wrong and does nothing.
 */
export class SdkHost {
  readonly #frames = new Map<MessageEventSource, FrameInfo>();
  readonly #editor: SdkEditor;
  readonly #log: ConsoleLog;
  readonly #target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  readonly #listener = (event: MessageEvent) => this.receive(event.source, event.data, event.origin);

  constructor(
    editor: SdkEditor,
    log: ConsoleLog,
    target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  ) {
    this.#editor = editor;
    this.#log = log;
    this.#target = target;
    target.addEventListener('message', this.#listener as EventListener);
  }

  /** Trusts messages from this frame's window until the returned function is called. */
  adopt(frame: MessageEventSource, info: FrameInfo): () => void {
    this.#frames.set(frame, { ...info });
    return () => this.#frames.delete(frame);
  }

  /** The SDK version a frame announced with sdkReady, if it did. */
  versionOf(frame: MessageEventSource): string | undefined {
    return this.#frames.get(frame)?.version;
  }

  receive(source: MessageEventSource | null, data: unknown, origin: string): void {
    const frame = source ? this.#frames.get(source) : undefined;
    // strangers are ignored, and so are other origins in our frame; so is the frame's own ready handshake
    if (!frame || origin !== frame.origin || isFrameProtocolMessage(data)) return;
    const parsed = parseSdkMessage(data);
    if (!parsed.ok) {
      this.#line('error', `${frame.label}: ${parsed.error}`, frame.nodeId);
      return;
    }
    try {
      this.#apply(frame, parsed.message);
    } catch (error) {
      this.#line('error', `${frame.label}: ${(error as Error).message}`, frame.nodeId);
    }
  }

  dispose(): void {
    this.#target.removeEventListener('message', this.#listener as EventListener);
    this.#frames.clear();
  }

  #apply(frame: FrameInfo, message: SdkMessage): void {
    switch (message.type) {
      case 'sdkReady':
        frame.version = message.version;
        this.#line('info', `${frame.label}: SDK ready (version ${message.version})`, frame.nodeId);
        return;
      case 'log':
        this.#line(message.level, `${frame.label}: ${message.message}`, message.nodeId ?? frame.nodeId);
        return;
      case 'createNode': {
        if (this.#editor.readOnly) throw new Error('createNode refused: the project is read-only');
        const known = this.#editor.library
          .definitions()
          .some((d) => d.definitionName === message.definitionName);
        if (!known) throw new Error(`createNode refused: unknown node definition ${message.definitionName}`);
        this.#editor.nodes.create(message.definitionName, message.position ?? this.#editor.view.pointer());
        return;
      }
      case 'setNodesColor': {
        if (this.#editor.readOnly) throw new Error('setNodesColor refused: the project is read-only');
        const missing = message.nodeIds.find((id) => !this.#editor.nodes.get(id));
        // spec 1 §8's wording
        if (missing) throw new Error(`Node with ID ${missing} not found`);
        this.#editor.nodes.setColor(message.nodeIds, message.color);
        return;
      }
    }
  }

  #line(level: 'info' | 'warning' | 'error', message: string, nodeId: string | undefined) {
    this.#log.getState().append({ level, source: 'sdk', message, ...(nodeId ? { nodeId } : {}) });
  }
}
