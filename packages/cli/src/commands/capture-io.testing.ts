import type { CommandIo } from '../command.js';

/** A CommandIo over in-memory files that records what the command prints, for the CLI's tests. */
export function captureIo(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    stdout: (line) => out.push(line),
    stderr: (line) => err.push(line),
    readFile: async (path) => {
      if (!(path in files)) throw new Error('ENOENT: no such file');
      return files[path];
    },
  };
  return { io, out, err };
}
