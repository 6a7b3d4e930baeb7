import type { DialogDescriptor } from './dialog-descriptor.js';

// Each dialog folder declares itself; nothing else needs editing to add one.
const modules = import.meta.glob<{ dialog: DialogDescriptor }>('./*/dialog.ts', { eager: true });

function collect(): DialogDescriptor[] {
  const seen = new Map<string, string>();
  const dialogs: DialogDescriptor[] = [];
  for (const [file, module] of Object.entries(modules)) {
    const dialog = module.dialog;
    if (!dialog) throw new Error(`${file} must export a 'dialog' made with defineDialog`);
    const twin = seen.get(dialog.id);
    if (twin) throw new Error(`Dialog id '${dialog.id}' is declared twice: ${twin} and ${file}`);
    seen.set(dialog.id, file);
    dialogs.push(dialog);
  }
  return dialogs.sort((a, b) => a.title.localeCompare(b.title));
}

/** Every workspace dialog, by title. */
export const DIALOGS: readonly DialogDescriptor[] = collect();

const byId = new Map(DIALOGS.map((dialog) => [dialog.id, dialog]));

export function dialogById(id: string): DialogDescriptor | undefined {
  return byId.get(id);
}
