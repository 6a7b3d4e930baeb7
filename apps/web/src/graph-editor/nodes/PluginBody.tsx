import type { GraphNode } from '@nodeloom/engine';
import { useEffect, useRef } from 'react';
import { useEditor } from '../../editor-react/index.js';
import { FRAME_SANDBOX, OPAQUE_FRAME_SANDBOX } from '../../preview/sandbox-frame.js';
import { SdkHost } from '../../preview/sdk-host.js';
import { consoleLog } from '../../state/console-log.js';
import { pluginUrl } from '../model/plugin-url.js';

/**
 * The plugin node (spec 2 §3): the web app at its URL in a sandboxed frame. A plugin elsewhere
 * keeps its own origin (storage, forms, popups of its own); one on the app's origin runs opaque
 * (scripts only), never as the app. The frame speaks the SDK's window messages (spec 1 §7:
 * sdkReady, createNode, setNodesColor, log): a host of its own obeys this frame's window, from
 * that origin, and no other, checks each message, runs createNode and setNodesColor as editor
 * commands and writes log to the console.
 */
export function PluginBody({ node }: { node: GraphNode }) {
  const raw = String(node.params.url?.value ?? '');
  if (!raw.trim()) return <p className="gc-viewer-empty">Set the plugin’s URL in the parameters</p>;
  const target = pluginUrl(raw, window.location.origin);
  if (!target.ok) return <p className="gc-viewer-empty gc-viewer-error">{target.error}</p>;
  // a new address gets a new frame (and a new host): nothing of the old plugin carries over
  return <PluginFrame key={target.url} url={target.url} nodeId={node.id} name={node.name} />;
}

function PluginFrame({ url, nodeId, name }: { url: string; nodeId: string; name: string }) {
  const editor = useEditor();
  const frame = useRef<HTMLIFrameElement>(null);
  const own = new URL(url).origin;
  const opaque = own === window.location.origin;
  // an opaque origin's messages say 'null'
  const origin = opaque ? 'null' : own;
  const label = useRef(name);
  label.current = name;
  useEffect(() => {
    const frameWindow = frame.current?.contentWindow;
    if (!frameWindow) return;
    const host = new SdkHost(editor, consoleLog);
    const release = host.adopt(frameWindow, { label: `Plugin ${label.current}`, nodeId, origin });
    return () => {
      release();
      host.dispose();
    };
  }, [editor, nodeId, origin]);
  return (
    <div className="gc-embed nowheel nodrag" data-id={`${nodeId}-plugin`}>
      <iframe
        ref={frame}
        className="gc-embed-frame"
        sandbox={opaque ? OPAQUE_FRAME_SANDBOX : FRAME_SANDBOX}
        src={url}
        title={name}
      />
    </div>
  );
}
