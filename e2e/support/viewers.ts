// What a viewer node shows, read as a user reads it on either canvas: an inspector's value is its
// code view, a text box named "<node name> value" (the xyflow node view and the GPU canvas's DOM
// body draw the same one), never a renderer's class.
import type { Locator, Page } from '@playwright/test';
import { canvasNodeNamed } from './canvas.js';

/** The value an inspector's element shows (its code view's text). */
export const valueShownBy = (inspector: Locator) => inspector.getByRole('textbox', { name: / value$/ });

/** The value the inspector named `name` shows. */
export const inspectorValue = (page: Page, name: string) =>
  canvasNodeNamed(page, name).getByRole('textbox', { name: `${name} value` });
