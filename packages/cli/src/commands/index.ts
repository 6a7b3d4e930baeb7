import type { Command } from '../command.js';
import { evalCommand } from './eval.js';
import { helpCommand } from './help.js';
import { replayCommand } from './replay.js';
import { testCommand } from './test.js';

// One file per command in this folder; add it here when it lands.
export const commands: Command[] = [helpCommand, replayCommand, evalCommand, testCommand];
