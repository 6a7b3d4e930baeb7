import type { CSSProperties } from 'react';
import { SiteFrame } from './SiteFrame.js';
import type { PreviewOptions } from './SitePreview.js';
import { usePreviewDocument } from './use-preview-document.js';

const ALIGN: Record<string, [string, string]> = {
  'top-left': ['flex-start', 'flex-start'],
  top: ['flex-start', 'center'],
  'top-right': ['flex-start', 'flex-end'],
  left: ['center', 'flex-start'],
  center: ['center', 'center'],
  right: ['center', 'flex-end'],
  'bottom-left': ['flex-end', 'flex-start'],
  bottom: ['flex-end', 'center'],
  'bottom-right': ['flex-end', 'flex-end'],
};

/**
 * What an exportPage or appEntry node produces, in a sandboxed frame: empty, loading and error
 * states, then the site itself at the zoom and alignment asked for.
 */
export default function PreviewStage({
  nodeId,
  nodeName,
  options,
  emptyText,
}: {
  nodeId: string | undefined;
  nodeName: string;
  options: PreviewOptions;
  emptyText: string;
}) {
  const state = usePreviewDocument(nodeId, options.startRoute, options.theme);
  if (state.kind === 'empty') return <p className="cp-message">{emptyText}</p>;
  if (state.kind === 'error') {
    return (
      <div className="cp-message cp-error" role="alert">
        <strong>Cannot preview {nodeName}</strong>
        <span>{state.message}</span>
      </div>
    );
  }
  const zoom = Math.min(10, Math.max(0.01, options.zoom || 1));
  const [vertical, horizontal] = ALIGN[options.alignment] ?? ALIGN.center!;
  const stage: CSSProperties = { alignItems: vertical, justifyContent: horizontal };
  const page: CSSProperties = {
    width: `${100 / zoom}%`,
    height: `${100 / zoom}%`,
    transform: `scale(${zoom})`,
    transformOrigin: `${vertical === 'flex-start' ? 'top' : vertical === 'flex-end' ? 'bottom' : 'center'} ${
      horizontal === 'flex-start' ? 'left' : horizontal === 'flex-end' ? 'right' : 'center'
    }`,
    // a page without a colour scheme of its own renders light, as in a browser tab; dark asks for dark
    colorScheme: options.theme === 'dark' ? 'dark' : 'light',
  };
  return (
    <div className="cp-stage" style={stage}>
      {state.kind === 'loading' ? (
        <p className="cp-message cp-loading" aria-live="polite">
          Building preview…
        </p>
      ) : (
        <>
          <div className={options.showBorder ? 'cp-page cp-page-border' : 'cp-page'} style={page}>
            <SiteFrame html={state.html} title={`Preview of ${nodeName}`} />
          </div>
          {state.updating ? (
            <span className="cp-updating" role="status">
              Updating…
            </span>
          ) : null}
        </>
      )}
    </div>
  );
}
