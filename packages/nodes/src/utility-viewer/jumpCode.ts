import type { ParamDefinition } from '@nodeloom/engine';
import { param } from '../shared/node-builder.js';

/** Spec 2 §5/§9: a jump code is -1 (disabled) or 0 to 9; pressing the digit jumps to the node. */
export const JUMP_CODE = { default: -1, min: -1, max: 9 } as const;

export function jumpCodeParam(): ParamDefinition {
  return param.int('jumpCode', 'Jump code', JUMP_CODE.default, {
    min: JUMP_CODE.min,
    max: JUMP_CODE.max,
    description: '-1: disabled; 0 to 9: the key that jumps to this node',
  });
}
