import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Evaluator } from './evaluator.js';
import { testRegistry } from './testing/definitions.js';
import { applyOp, idx, op, startingGraph } from './testing/random-edits.js';
import { testSeed } from './testing/test-seed.js';

describe('incremental evaluation (property)', () => {
  it('after any random edits, incremental evaluation equals a full evaluation from scratch', async () => {
    const registry = testRegistry();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(op, fc.array(idx, { maxLength: 4 })), { minLength: 1, maxLength: 25 }),
        async (steps) => {
          const g = startingGraph();
          const incremental = new Evaluator({ graph: g.state, registry });
          g.take();
          for (const [edit, asks] of steps) {
            applyOp(g, edit);
            incremental.applyChanges(g.take());
            const ids = [...g.state.nodes()].map((n) => n.id).sort();
            // pull a few nodes only, so later edits meet a mix of Clean, Dirty and Untouched nodes
            for (const a of asks) {
              const id = ids[a % ids.length];
              const fresh = new Evaluator({ graph: g.state, registry });
              expect(await incremental.evaluate(id), `node ${id}`).toEqual(await fresh.evaluate(id));
            }
          }
          const fresh = new Evaluator({ graph: g.state, registry });
          for (const n of [...g.state.nodes()].sort((x, y) => (x.id < y.id ? -1 : 1))) {
            expect(await incremental.evaluate(n.id), `final ${n.id}`).toEqual(await fresh.evaluate(n.id));
          }
        },
      ),
      { numRuns: 200, seed: testSeed('incremental evaluation', 20_261_122), endOnFailure: true },
    );
  });
});
