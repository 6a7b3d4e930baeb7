import type { ConsoleLog } from '../state/console-log.js';
import { createSandboxFrame } from './sandbox-frame.js';
import { type SdkEditor, SdkHost } from './sdk-host.js';
import { SDK_SCRIPT } from './sdk-script.js';

export interface NodeScript {
  url: string;
  /** the node the script belongs to: its lines link to it */
  nodeId?: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The hidden frame's document: the SDK first, then each node script. A script that fails to load
 * says so once through the SDK's log (spec 1 §8: logged, not retried).
 */
export function nodeScriptDocument(scripts: readonly NodeScript[]): string {
  const tags = scripts.map(({ url, nodeId }) => {
    const failure = `nodeloom.log(${JSON.stringify(`Failed to load node script ${url}`)}, 'error'${
      nodeId ? `, ${JSON.stringify(nodeId)}` : ''
    })`;
    return `<script src="${escapeAttribute(url)}" onerror="${escapeAttribute(failure)}"></script>`;
  });
  return `<!doctype html><html><head><meta charset="utf-8"><script>${SDK_SCRIPT.replace(/<\/script/gi, '<\\/script')}</script>${tags.join('')}</head><body></body></html>`;
}

/**
 * Spec 1 §2: a hidden frame hosts node scripts. It runs on the preview origin like the previewer
 * (never the app's), and the SDK host obeys its messages — and no other window's. Returns the dispose.
 */
export function startNodeScriptFrame(
  editor: SdkEditor,
  log: ConsoleLog,
  scripts: readonly NodeScript[] = [],
  parent: HTMLElement = document.body,
): () => void {
  const host = new SdkHost(editor, log);
  const frame = createSandboxFrame({
    title: 'Node scripts',
    html: nodeScriptDocument(scripts),
    hidden: true,
  });
  parent.append(frame.iframe);
  // contentWindow exists once the frame is in the document; it stays the same window across its documents
  const frameWindow = frame.iframe.contentWindow;
  const release =
    frameWindow && frame.origin
      ? host.adopt(frameWindow, { label: 'Node scripts', origin: frame.origin })
      : () => {};
  return () => {
    release();
    frame.dispose();
    host.dispose();
  };
}
