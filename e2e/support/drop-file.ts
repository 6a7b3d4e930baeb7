import type { Locator } from '@playwright/test';

/** Drops one file (name, text) on `target`, as a file dragged from the desktop. */
export async function dropFile(target: Locator, name: string, text: string): Promise<void> {
  const dataTransfer = await target.page().evaluateHandle(
    ({ name, text }) => {
      const data = new DataTransfer();
      data.items.add(new File([text], name, { type: 'application/json' }));
      return data;
    },
    { name, text },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}
