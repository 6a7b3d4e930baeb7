import { useEffect, useRef } from 'react';
import { createSandboxFrame } from './sandbox-frame.js';

/** Mounts a fresh sandboxed frame for each document (a new page never inherits the old one's state). */
export function SiteFrame({ html, title }: { html: string; title: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const frame = createSandboxFrame({ title, html });
    frame.iframe.className = 'cp-frame';
    host.current?.append(frame.iframe);
    return () => frame.dispose();
  }, [html, title]);
  return <div ref={host} className="cp-frame-host" />;
}
