import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { API_BASE_PATH } from '@nodeloom/api';
import openapiTS from 'openapi-typescript';
import { expect, it } from 'vitest';
import { createTestApp, TEST_DEBUG_KEY } from '../../test/index.js';

const clientDir = new URL('./generated-client/', import.meta.url);
const tsc = fileURLToPath(new URL('../../../../../node_modules/typescript/bin/tsc', import.meta.url));

interface ScenarioModule {
  runScenario(
    origin: string,
    debugKey: string,
  ): Promise<{ projectId: string; nodeNames: string[]; snapshotName: string; sharedProjectId: string }>;
}

it('a client generated from the document alone type-checks and signs in, saves a graph, snapshots and shares', async () => {
  const { app, close } = await createTestApp();
  try {
    // Types from the document the server serves, as a user would generate them (docs/openapi.md).
    const served = await app.inject({ method: 'GET', url: `${API_BASE_PATH}/openapi.json` });
    await writeFile(new URL('nodeloom-api.d.ts', clientDir), await openapiTS(served.json()));
    // The scenario compiles against those types only: a wrong field or path fails here.
    await promisify(execFile)(process.execPath, [
      tsc,
      '-p',
      fileURLToPath(new URL('tsconfig.json', clientDir)),
    ]);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server did not listen on TCP');
    // Imported by URL: its types come from the generated file, which the repository does not hold.
    const scenario = (await import(new URL('scenario.ts', clientDir).href)) as ScenarioModule;
    const result = await scenario.runScenario(`http://127.0.0.1:${address.port}`, TEST_DEBUG_KEY);
    expect(result.nodeNames).toContain('Sum from the client');
    expect(result.snapshotName).toBe('Before sharing');
    expect(result.sharedProjectId).toBe(result.projectId);
  } finally {
    await close();
  }
}, 60_000);
