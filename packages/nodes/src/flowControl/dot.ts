import { DOT_SIZE } from '../shared/constants.js';
import { defineNode } from '../shared/define.js';
import { passThroughInput, passThroughOutput, passThroughRule } from './pass-through.js';

/** A wire waypoint: spec 2 §9 "dot 32x32", and dot is one of the resizable kinds. */
export const dot = defineNode({
  definitionName: 'dot',
  description: 'A small waypoint for routing wires; passes its input through unchanged.',
  category: 'flowControl',
  keywords: ['dot', 'reroute', 'wire', 'waypoint'],
  inputs: [passThroughInput],
  outputs: [passThroughOutput],
  editor: { size: DOT_SIZE, resizable: true },
  rule: passThroughRule,
});
