import { buildSite, SiteBuildError, siteInputFromProject, writeSite } from '@nodeloom/site';
import { type Command, UsageError } from '../command.js';
import { parseOptions } from './eval.js';
import { readProjectFile } from './input-files.js';

/** `nodeloom build PROJECT.json --out DIR`: evaluates the project and writes the published file set. */
export const buildCommand: Command = {
  name: 'build',
  summary: 'evaluate a project and write its published site (index page, app script, styles, …)',
  usage: 'build <project.json|events.jsonl> --out <dir>',
  help: [
    'Options:',
    '  --out <dir>   the folder to write the site into (created when missing)',
    '',
    'Writes index.html, app.js, styles.css, tailwind.config.js, package.json and public/. The',
    'site serves public/ from its root (public/robots.txt is /robots.txt), so open it with',
    '"nodeloom serve <dir>" rather than as files. Exit codes: 0 built, 1 the project cannot be',
    'published (the reason on stderr; nothing is written), 2 bad input.',
  ],
  examples: ['build shop.json --out site'],
  async run(args, io) {
    const { positional, options } = parseOptions(args, ['out']);
    if (positional.length !== 1) throw new UsageError('build takes one project file');
    if (!options.out) throw new UsageError('build needs --out <dir>: the folder to write the site into');
    const { graph, name } = await readProjectFile(positional[0], io);
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
