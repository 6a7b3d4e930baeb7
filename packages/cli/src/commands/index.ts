import type { Command } from '../command.js';
import { buildCommand } from './build.js';
import { evalCommand } from './eval.js';
import { helpCommand } from './help.js';
import { replayCommand } from './replay.js';
import { schemaCommand } from './schema.js';
import { serveCommand } from './serve.js';
import { testCommand } from './test.js';

// One file per command in this folder; add it here when it lands.
export const commands: Command[] = [
  evalCommand,
  testCommand,
  buildCommand,
  serveCommand,
  replayCommand,
  schemaCommand,
  helpCommand,
];
