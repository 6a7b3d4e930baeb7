import { assembleSite, browserToolchain, type SiteInput } from '@nodeloom/site/browser';
import { type SiteDocumentOptions, siteDocument } from './site-document.js';

/** The previewed node's site, built by the publisher's own builder, as one document for the frame. */
export async function buildPreviewDocument(input: SiteInput, options: SiteDocumentOptions): Promise<string> {
  const files = await assembleSite(input, browserToolchain);
  return siteDocument(files, options);
}
