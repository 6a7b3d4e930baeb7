import { STICKY_NOTE_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { jumpCodeParam } from '../utility-viewer/jumpCode.js';
import { textParams } from './textParams.js';

/** Spec 2 §3: sticky notes default to a translucent amber. */
export const STICKY_NOTE_COLOR = '#ffc10766';

export const stickyNoteNode = defineNode({
  definitionName: 'stickyNote',
  description: 'A note on the canvas; its text can also be wired in and out',
  category: 'utility/organization',
  keywords: ['note', 'comment', 'text', 'sticky', 'annotation'],
  inputs: [input('text', 'Text', 'string')],
  parameters: [...textParams(), param.toggle('showSocket', 'Show socket', false), jumpCodeParam()],
  outputs: [output('text', 'Text', 'string')],
  editor: { size: STICKY_NOTE_SIZE, resizable: true, style: { backgroundColor: STICKY_NOTE_COLOR } },
  // a wired text wins over the typed one
  rule: ({ inputs, connected, params }) => ({
    text: connected.text && inputs.text !== undefined ? String(inputs.text ?? '') : String(params.text ?? ''),
  }),
});
