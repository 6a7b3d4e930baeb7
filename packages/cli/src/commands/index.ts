import type { Command } from '../command.js';
import { helpCommand } from './help.js';
import { replayCommand } from './replay.js';

// One file per command in this folder; add it here when it lands.
export const commands: Command[] = [helpCommand, replayCommand];
