// Repeated measurements for the engine benches: a warm-up that is not counted, then samples
// summarised by their median and 99th percentile (the nearest-rank value; with few samples it is
// the slowest one).

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export interface Summary {
  p50: number;
  p99: number;
  min: number;
  max: number;
  samples: number;
}

export function summarize(values: readonly number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    min: sorted[0],
    max: sorted[sorted.length - 1],
    samples: sorted.length,
  };
}

/** Runs `run` `warmups` times untimed, then `samples` times; returns each sample's milliseconds. */
export async function timeSamples(
  warmups: number,
  samples: number,
  run: (round: number) => unknown,
): Promise<number[]> {
  for (let round = 0; round < warmups; round++) await run(round);
  const times: number[] = [];
  for (let round = 0; round < samples; round++) {
    const started = performance.now();
    await run(warmups + round);
    times.push(performance.now() - started);
  }
  return times;
}

export const ms = (n: number) => `${n < 10 ? n.toFixed(3) : n.toFixed(1)} ms`;
export const count = (n: number) => Math.round(n).toLocaleString('en');

/** "p50 1.234 ms, p99 2.345 ms (n samples)" */
export function msLine(s: Summary): string {
  return `p50 ${ms(s.p50)}, p99 ${ms(s.p99)} (${s.samples} samples)`;
}
