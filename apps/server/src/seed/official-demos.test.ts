import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { projectNodes, projects, udns, udnVersionGroups } from '../db/schema/index.js';
import { builtInRegistry } from '../project-log/empty-graph.js';
import { describeEachDatabase } from '../test/index.js';
import { demoProjects } from './demo-graphs.js';
import { demoProjectsFromWorker, seedOfficialDemoProjects } from './official-demos.js';
import { PRICE_WITH_TAX_GROUP_ID, PRICE_WITH_TAX_V1_ID, PRICE_WITH_TAX_V2_ID } from './udn-demo.js';

it('a worker thread builds the same demo projects as this thread', async () => {
  // The build runs demo-projects-worker.js; here the worker loads its source through tsx.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(
    /\.cjs$/,
    '.mjs',
  );
  const source = new URL('./demo-projects-worker.ts', import.meta.url).href;
  const fromWorker = await demoProjectsFromWorker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { eval: true, execArgv: ['--conditions=source'] },
  );
  expect(fromWorker.length).toBeGreaterThan(0);
  expect(fromWorker).toEqual(demoProjects(await builtInRegistry()));
});

it('rejects when the worker fails', async () => {
  await expect(demoProjectsFromWorker('throw new Error("no demos")', { eval: true })).rejects.toThrow(
    'no demos',
  );
  await expect(demoProjectsFromWorker('process.exit(3)', { eval: true })).rejects.toThrow(
    'exited with code 3',
  );
});

describeEachDatabase('official demos rewrite', (suite) => {
  const officialRows = () =>
    suite.db
      .select({ id: projects.id, name: projects.name, graphVersion: projects.graphVersion })
      .from(projects)
      .where(eq(projects.official, true))
      .orderBy(asc(projects.id));

  it('writes nothing when the database holds these demos, and rewrites what changed', async () => {
    await seedOfficialDemoProjects(suite.db, 'here');
    const written = await officialRows();
    expect(written.map((row) => row.id)).toEqual(
      demoProjects(await builtInRegistry())
        .map((demo) => demo.id)
        .sort(),
    );
    await seedOfficialDemoProjects(suite.db, 'here');
    expect(await officialRows()).toEqual(written);

    // A demo edited behind its back (or changed by an upgrade) is written again.
    const [first] = written;
    const [node] = await suite.db
      .select()
      .from(projectNodes)
      .where(eq(projectNodes.projectId, first!.id))
      .limit(1);
    await suite.db
      .delete(projectNodes)
      .where(and(eq(projectNodes.projectId, first!.id), eq(projectNodes.id, node!.id)));
    await suite.db.update(projects).set({ name: 'Renamed' }).where(eq(projects.id, first!.id));
    await seedOfficialDemoProjects(suite.db, 'here');
    const rewritten = await officialRows();
    expect(rewritten[0]).toMatchObject({ id: first!.id, name: first!.name });
    expect(rewritten[0]!.graphVersion).toBeGreaterThan(first!.graphVersion);
    const restored = await suite.db
      .select()
      .from(projectNodes)
      .where(and(eq(projectNodes.projectId, first!.id), eq(projectNodes.id, node!.id)));
    expect(restored).toHaveLength(1);
  });

  it('writes the official UDNs the demos use, without owner; rewrites only a changed one', async () => {
    const officialUdns = () =>
      suite.db
        .select({
          id: udns.id,
          version: udns.version,
          userId: udns.userId,
          versionGroupId: udns.versionGroupId,
          graph: udns.graph,
          lastModifiedAt: udns.lastModifiedAt,
        })
        .from(udns)
        .where(eq(udns.official, true))
        .orderBy(asc(udns.id));
    await seedOfficialDemoProjects(suite.db, 'here');
    const written = await officialUdns();
    expect(
      written.map(({ id, version, userId, versionGroupId }) => ({ id, version, userId, versionGroupId })),
    ).toEqual([
      { id: PRICE_WITH_TAX_V1_ID, version: '1.0.0', userId: null, versionGroupId: PRICE_WITH_TAX_GROUP_ID },
      { id: PRICE_WITH_TAX_V2_ID, version: '2.0.0', userId: null, versionGroupId: PRICE_WITH_TAX_GROUP_ID },
    ]);
    expect(
      await suite.db.select().from(udnVersionGroups).where(eq(udnVersionGroups.id, PRICE_WITH_TAX_GROUP_ID)),
    ).toEqual([expect.objectContaining({ userId: null, official: true })]);
    await seedOfficialDemoProjects(suite.db, 'here');
    expect(await officialUdns()).toEqual(written);

    // v2 changed behind its back is written again, with a new lastModifiedAt; v1 is left as it was
    const longAgo = new Date('2000-01-01T00:00:00.000Z');
    await suite.db
      .update(udns)
      .set({ graph: { nodes: [], connections: [] }, lastModifiedAt: longAgo })
      .where(eq(udns.id, PRICE_WITH_TAX_V2_ID));
    await seedOfficialDemoProjects(suite.db, 'here');
    const [v1, v2] = await officialUdns();
    expect(v1).toEqual(written[0]);
    expect(v2!.graph).toEqual(written[1]!.graph);
    expect(v2!.lastModifiedAt.getTime()).toBeGreaterThan(longAgo.getTime());
  });
});
