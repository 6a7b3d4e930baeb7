import { objectFromJsonOrObject } from '../data/plain-object.js';
import { defineNode } from '../shared/define.js';

/**
 * The project's preferences as a node: the host reads the evaluated result and stores it.
 * One per project (global singleton), so two nodes never fight over the same preferences.
 */
export const savePrefs = defineNode({
  definitionName: 'savePrefs',
  description:
    'Saves project preferences: an object of preference values (JSON text or an object). With auto update on (default) they are saved again whenever they change.',
  category: 'configs/preferences',
  keywords: ['prefs', 'preferences', 'settings', 'config', 'save'],
  globalSingleton: true,
  parameters: [
    {
      name: 'prefs',
      label: 'Prefs',
      description: 'an object of preference values, as JSON',
      dataType: 'object',
      defaultValue: {},
      widget: 'string_multiline',
      order: 0,
    },
    {
      name: 'autoUpdate',
      label: 'Auto update',
      dataType: 'boolean',
      defaultValue: true,
      widget: 'toggle',
      order: 1,
    },
  ],
  outputs: [{ identifier: 'prefs', label: 'Prefs', dataType: 'object' }],
  rule: ({ params }) => ({
    prefs: objectFromJsonOrObject(params.prefs, 'Invalid input, prefs is not an object'),
  }),
});
