import { PROTOCOL_VERSION } from '@nodeloom/api';
import { version } from '../../../package.json';
import { DocumentationLink } from '../../ui/DocumentationLink.js';
import type { DialogProps } from '../dialog-descriptor.js';

/**
 * What is running: the app's version, the collaboration protocol's, and the browser it runs in;
 * and the way to the official documentation.
 */
export default function AboutDialog({ close }: DialogProps) {
  return (
    <>
      <p className="muted">A visual node-graph workspace on the web.</p>
      <dl className="about-facts">
        <dt>Version</dt>
        <dd data-testid="about-version">{version}</dd>
        <dt>Collaboration protocol</dt>
        <dd>{PROTOCOL_VERSION}</dd>
        <dt>Browser</dt>
        <dd>{navigator.userAgent}</dd>
      </dl>
      <div className="modal-actions">
        <DocumentationLink />
        <button type="button" className="button button-primary" onClick={close}>
          Close
        </button>
      </div>
    </>
  );
}
