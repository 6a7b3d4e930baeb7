import { beforeAll, it } from 'vitest';
import { describeEachDatabase } from '../test/index.js';
import {
  ADMIN_EMAIL,
  buildWorld,
  caseTitle,
  checkMatrixCase,
  type World,
} from './permissions-matrix.testing.js';
import { freshPublishing, publishingRows } from './permissions-matrix-publishing-rows.testing.js';

describeEachDatabase('permission matrix: publishing', (suite) => {
  let world: World;
  beforeAll(async () => {
    const { app } = await suite.createTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    world = await buildWorld(app);
  });

  it.each(publishingRows.map((c) => [caseTitle(c), c] as const))('%s', (_, testCase) =>
    checkMatrixCase(world, testCase, freshPublishing),
  );
});
