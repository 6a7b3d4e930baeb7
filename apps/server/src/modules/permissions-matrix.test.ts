import { beforeAll, it } from 'vitest';
import { describeEachDatabase } from '../test/index.js';
import {
  ADMIN_EMAIL,
  buildWorld,
  caseTitle,
  checkMatrixCase,
  freshResources,
  type World,
} from './permissions-matrix.testing.js';
import { projectRows } from './permissions-matrix-projects-rows.testing.js';
import { freshSessions, publicRows } from './permissions-matrix-public-rows.testing.js';

// Projects, sharing, snapshots, teams and admin, then the account and public routes, as all seven
// callers; what each gets is what the routes' policies decide (permissions-matrix.testing.ts).
describeEachDatabase('permission matrix', (suite) => {
  let world: World;
  beforeAll(async () => {
    const { app } = await suite.createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    world = await buildWorld(app);
  });

  it.each(projectRows.map((c) => [caseTitle(c), c] as const))('%s', (_, testCase) =>
    checkMatrixCase(world, testCase, freshResources),
  );
  it.each(publicRows.map((c) => [caseTitle(c), c] as const))('%s', (_, testCase) =>
    checkMatrixCase(world, testCase, freshSessions),
  );
});
