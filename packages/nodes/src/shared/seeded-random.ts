import { generateMersenne53Randomizer } from '@faker-js/faker';

/** A repeatable source of numbers in [0, 1) for a seed (faker's Mersenne Twister, browser- and Node-safe). */
export function seededRandom(seed: number): () => number {
  const randomizer = generateMersenne53Randomizer(Math.trunc(seed));
  return () => randomizer.next();
}
