import type { Locator, Page } from '@playwright/test';

/**
 * What a canvas shows of collaborators and references, read as a user sees it on either canvas:
 * by the names the shared marks carry (presence/PresenceMarks.tsx, references/ReferenceLines.tsx),
 * never by a renderer's class.
 */

/** Other members' cursors ("<name>'s cursor"). */
export const remoteCursors = (page: Page): Locator => page.getByRole('img', { name: /'s cursor$/ });

/** Another member's selection of the node `id` ("<name> selected <node>"). */
export const remoteSelection = (page: Page, id: string): Locator =>
  page.getByRole('img', { name: / selected / }).and(page.locator(`[data-node-id="${id}"]`));

/** Other members' rubber bands ("<name>'s selection box"). */
export const remoteBands = (page: Page): Locator => page.getByRole('img', { name: /'s selection box$/ });

/** The reference lines drawn between nodes ("<reader> reads <what> from <node>"). */
export const referenceLines = (page: Page): Locator =>
  page.getByRole('group', { name: 'References' }).getByRole('img');
