import { useState } from 'react';
import type { EditorApi } from '../../editor/index.js';
import { SiteFrame } from '../../preview/SiteFrame.js';
import { openDialog } from '../../state/dialogs.js';
import { useBuiltSite, useSitePreviewPages } from './use-built-site.js';

const WHOLE_SITE = '';

/**
 * The project's site built here in the browser by the deploy's own builder, nothing published:
 * the whole site or one of the pages shown in the site previewer. Publishing stays a step of its
 * own (the deployments dialog).
 */
export function BuiltSitePreview({ editor, close }: { editor: EditorApi; close(): void }) {
  const pages = useSitePreviewPages();
  const [shown, setShown] = useState(WHOLE_SITE);
  const [build, setBuild] = useState(0);
  const pageNodeId = pages.some((page) => page.id === shown) ? shown : undefined;
  const state = useBuiltSite(editor, pageNodeId, build);
  const title = pageNodeId ? pages.find((page) => page.id === pageNodeId)?.name : 'the site';
  return (
    <div className="sp">
      <div className="sp-bar">
        <label className="sp-target">
          <span>Show</span>
          <select
            className="input"
            value={pageNodeId ?? WHOLE_SITE}
            onChange={(event) => setShown(event.target.value)}
          >
            <option value={WHOLE_SITE}>Whole site (appEntry)</option>
            {pages.map((page) => (
              <option key={page.id} value={page.id}>
                Page {page.name}
              </option>
            ))}
          </select>
        </label>
        <span className="sp-address muted">Built in this browser · not published</span>
        <button type="button" className="button button-small" onClick={() => setBuild((n) => n + 1)}>
          Rebuild
        </button>
        <button
          type="button"
          className="button button-small"
          onClick={() => {
            close();
            openDialog('deployments');
          }}
        >
          Publish…
        </button>
        <button type="button" className="button button-small" onClick={close}>
          Close
        </button>
      </div>
      {state.kind === 'building' ? (
        <p className="muted sp-state" role="status">
          Building {title}…
        </p>
      ) : state.kind === 'error' ? (
        <div className="sp-state" role="alert">
          <strong>Cannot build {title}</strong>
          <span className="form-error">{state.message}</span>
        </div>
      ) : (
        <div className="sp-built">
          <SiteFrame html={state.html} title={`Site preview of ${title}`} />
        </div>
      )}
    </div>
  );
}
