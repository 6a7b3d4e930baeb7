/**
 * The seed of a randomised test: the fixed one, or NODELOOM_TEST_SEED when set (to explore other
 * sequences locally). It is printed, so any failing run can be replayed exactly.
 */
export function testSeed(name: string, fixed: number): number {
  const raw = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
    .NODELOOM_TEST_SEED;
  const seed = raw === undefined || raw === '' ? fixed : Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`NODELOOM_TEST_SEED must be an integer, got '${raw}'`);
  console.info(`[seed] ${name}: ${seed} (replay with NODELOOM_TEST_SEED=${seed})`);
  return seed;
}
