import { basename, extname } from 'node:path';
import { loadProjectGraph, ProjectFileError } from '@nodeloom/engine';
import { buildSite, SiteBuildError, siteInputFromProject, writeSite } from '@nodeloom/site';
import { type Command, type CommandIo, UsageError } from '../command.js';
import { parseOptions } from './eval.js';

/**
 * Reads PROJECT.json: the spec's Project entity `{ name?, graph: { nodes, connections } }`, or a
 * bare graph `{ nodes, connections }`. The site is named after the project, else the file.
 */
async function readProject(file: string, io: CommandIo) {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const json = JSON.parse(text) as Record<string, unknown> | null;
    const bare = typeof json === 'object' && json !== null && !('graph' in json) && 'nodes' in json;
    const graph = loadProjectGraph(bare ? JSON.stringify({ graph: json }) : text, file);
    const name = typeof json?.name === 'string' && json.name ? json.name : basename(file, extname(file));
    return { graph, name };
  } catch (error) {
    if (error instanceof SyntaxError) throw new UsageError(`${file}: invalid JSON: ${error.message}`);
    if (error instanceof ProjectFileError) throw new UsageError(error.message);
    throw error;
  }
}

/** `nodeloom build PROJECT.json --out DIR`: evaluates the project and writes the published file set. */
export const buildCommand: Command = {
  name: 'build',
  summary: 'evaluate a project and write its published site (index page, app script, styles, …)',
  usage: 'build <project.json> --out <dir>',
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['out']);
    if (positional.length !== 1) throw new UsageError('build takes one project file');
    if (!options.out) throw new UsageError('build needs --out <dir>: the folder to write the site into');
    const { graph, name } = await readProject(positional[0], io);
    try {
      const files = await buildSite(await siteInputFromProject(graph, { name }));
      await writeSite(files, options.out);
      for (const file of files) io.stdout(`${options.out}/${file.path}`);
      io.stdout(`Built ${files.length} files into ${options.out}`);
      return 0;
    } catch (error) {
      if (!(error instanceof SiteBuildError)) throw error;
      io.stderr(error.message);
      return 1;
    }
  },
};
