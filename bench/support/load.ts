// autocannon with a warm-up, and a check that every answer was 2xx (a bench of error pages measures
// nothing). Figures only; never asserts timings.
import autocannonModule from 'autocannon';

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  /** Seconds of measured load (after the warm-up). */
  duration: number;
  /** Seconds of unmeasured load first (JIT, connection pools, caches). */
  warmup: number;
  /** Requests per second over all connections; unset → as fast as the server answers. */
  overallRate?: number;
  /** The one status every answer must have (e.g. 304 for revalidation); unset → any 2xx. */
  expectStatus?: number;
  /** CPU seconds the server has used so far: turns into CPU time per request, which a busy machine disturbs less than req/s. */
  serverCpuSeconds?: () => number | undefined;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Server CPU time per answered request, in microseconds (when serverCpuSeconds was given). */
  cpuMicrosPerRequest?: number;
}

interface AutocannonResult {
  latency: { p50: number; p99: number };
  requests: { average: number; total: number };
  statusCodeStats: Record<string, { count: number }>;
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
const autocannon = autocannonModule as unknown as Autocannon;

async function once(options: LoadOptions, duration: number): Promise<AutocannonResult> {
  const { warmup: _warmup, duration: _duration, serverCpuSeconds: _cpu, expectStatus, ...rest } = options;
  const result = await autocannon({ ...rest, duration });
  const unexpected =
    expectStatus === undefined
      ? result.non2xx
      : result.requests.total - (result.statusCodeStats[expectStatus]?.count ?? 0);
  const failed = unexpected + result.errors + result.timeouts;
  if (failed > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${unexpected} answers not ${expectStatus ?? '2xx'}, ` +
        `${result.errors} errors, ${result.timeouts} timeouts out of ${result.requests.total}`,
    );
  }
  return result;
}

export async function load(options: LoadOptions): Promise<LoadFigures> {
  if (options.warmup > 0) await once(options, options.warmup);
  const cpuBefore = options.serverCpuSeconds?.();
  const result = await once(options, options.duration);
  const cpuAfter = options.serverCpuSeconds?.();
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuMicrosPerRequest: ((cpuAfter - cpuBefore) * 1e6) / result.requests.total }
      : {}),
  };
}
