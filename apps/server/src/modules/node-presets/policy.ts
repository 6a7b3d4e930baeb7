import { routes } from '@nodeloom/api';
import { definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const NODE_PRESET_NOT_FOUND = 'Node preset not found';

/** Node presets are their owner's alone (another user's id answers 404 like a missing one). */
export const nodePresetsPolicy = definePolicy(
  'nodePresets',
  routes.nodePresets,
  { list: 'use', create: 'use', get: 'use', update: 'use', delete: 'use' },
  (caller, _action, preset: OwnedSubject | undefined) => ownerOnly(caller, preset, NODE_PRESET_NOT_FOUND),
);
