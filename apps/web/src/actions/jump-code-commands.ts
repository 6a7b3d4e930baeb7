import { jumpToNode } from '../find/jump.js';
import { jumpTarget } from '../find/jump-codes.js';
import type { Command } from './command.js';

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * Spec 2 §3/§5: pressing 0–9 on the canvas goes to the viewer node or sticky note whose jump
 * code is that digit (its level opened, it selected and framed); nothing happens when none has it.
 */
export const JUMP_CODE_COMMANDS: readonly Command[] = DIGITS.map((digit) => ({
  id: `view.jumpCode${digit}`,
  title: `Jump to the node with jump code ${digit}`,
  shortcuts: [String(digit)],
  keywords: ['jump code', 'go to'],
  enabled: ({ editor }) => jumpTarget(editor.graph, editor.view.levelId(), digit) !== undefined,
  run: ({ editor }) => {
    const target = jumpTarget(editor.graph, editor.view.levelId(), digit);
    if (target) jumpToNode(editor, target.id);
  },
}));
