// The web app's dialog registry as the e2e specs see it: the same `dialogs/*/dialog.ts` files that
// apps/web/src/dialogs/registry.ts collects with Vite's glob, imported here by Node, so a spec that
// walks every dialog covers a new one without being edited.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What a spec needs of a dialog's descriptor (dialogs/dialog-descriptor.ts). */
export interface RegisteredDialog {
  id: string;
  title: string;
  /** the palette's wording when it differs from the title */
  commandTitle?: string;
}

const dialogsDir = fileURLToPath(new URL('../../apps/web/src/dialogs/', import.meta.url));

/** Every registered dialog, by title (as the registry sorts them). */
export async function registeredDialogs(): Promise<RegisteredDialog[]> {
  const folders = readdirSync(dialogsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const dialogs: RegisteredDialog[] = [];
  for (const folder of folders) {
    const file = `${dialogsDir}${folder.name}/dialog.ts`;
    if (!existsSync(file)) continue;
    // a variable specifier: the descriptor is read at run time (its component is never loaded)
    const module: { dialog?: RegisteredDialog } = await import(pathToFileURL(file).href);
    if (!module.dialog) throw new Error(`${file} exports no 'dialog'`);
    dialogs.push(module.dialog);
  }
  return dialogs.sort((a, b) => a.title.localeCompare(b.title));
}

/** The palette command that opens a dialog (dialogs/commands.ts). */
export const paletteCommandOf = (dialog: RegisteredDialog): string => dialog.commandTitle ?? dialog.title;
