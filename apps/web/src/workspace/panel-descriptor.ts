import type { ComponentType } from 'react';
import type { CommandContext } from '../actions/commands.js';
import type { PanelType } from '../layout/panel-types.js';

export { PANEL_TYPES, type PanelType } from '../layout/panel-types.js';

/** What the layout hands every panel it shows. */
export interface PanelProps {
  /** the layout's id of this panel (6 characters, spec 1 §3 User layout) */
  panelId: string;
  ctx: CommandContext;
}

/**
 * One panel type. Each lives in `workspace/panels/<type>/panel.ts` exporting `panel`; the registry
 * (workspace/panels/registry.ts) finds it there and the component loads when first shown.
 */
export interface PanelDescriptor {
  type: PanelType;
  /** default tab title */
  title: string;
  load(): Promise<{ default: ComponentType<PanelProps> }>;
}

export function definePanel(descriptor: PanelDescriptor): PanelDescriptor {
  return descriptor;
}
