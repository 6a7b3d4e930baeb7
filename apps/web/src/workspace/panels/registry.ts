import type { PanelDescriptor, PanelType } from '../panel-descriptor.js';

// Each panel folder declares itself (panels/<type>/panel.ts); nothing else needs editing to add one.
const modules = import.meta.glob<{ panel: PanelDescriptor }>('./*/panel.ts', { eager: true });

const byType = new Map<PanelType, PanelDescriptor>();
for (const [file, module] of Object.entries(modules)) {
  const panel = module.panel;
  if (!panel) throw new Error(`${file} must export a 'panel' made with definePanel`);
  if (byType.has(panel.type)) throw new Error(`Panel type '${panel.type}' is declared twice (${file})`);
  byType.set(panel.type, panel);
}

/** The panel types the app can show; a layout naming another type shows it as unavailable. */
export function panelByType(type: string): PanelDescriptor | undefined {
  return byType.get(type as PanelType);
}

export function registeredPanels(): readonly PanelDescriptor[] {
  return [...byType.values()];
}
