// Several Nodeloom server processes behind one address list, as a load balancer sees them: one
// PostgreSQL database, one Redis (own key prefix per fleet), one session secret, so any instance
// serves any client. An instance can be killed (SIGKILL) and restarted on its old port.
import { randomBytes } from 'node:crypto';
import { type ServerProcess, startNodeloomServer } from '../support/server-process.js';

export const DRILL_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface FleetOptions {
  databaseUrl: string;
  instances: number;
  /** Redis for the Socket.IO adapter; without it the instances share only the database. */
  redisUrl?: string;
}

export class ServerFleet {
  /** The instances' addresses; a restarted instance keeps its own. */
  readonly origins: string[] = [];
  private readonly servers: (ServerProcess | undefined)[] = [];
  private readonly stopped: ServerProcess[] = [];
  private readonly env: Record<string, string>;
  private readonly ports: number[] = [];
  /** Restarts under way: stop() waits for them, so no process outlives the fleet. */
  private readonly restarting = new Set<Promise<unknown>>();
  private forget = () => {};

  private constructor(private readonly options: FleetOptions) {
    const redisPrefix = `nodeloom-drill-${randomBytes(4).toString('hex')}:`;
    this.env = {
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_PREFIX: redisPrefix } : {}),
    };
  }

  static async start(options: FleetOptions): Promise<ServerFleet> {
    const fleet = new ServerFleet(options);
    // a test runner that exits mid-drill must not leave servers running (kill() signals at once)
    const orphans = () => {
      for (const server of [...fleet.servers, ...fleet.stopped]) void server?.kill();
    };
    process.once('exit', orphans);
    fleet.forget = () => process.off('exit', orphans);
    try {
      for (let i = 0; i < options.instances; i += 1) {
        const server = await startNodeloomServer(options.databaseUrl, { env: fleet.env });
        fleet.servers.push(server);
        fleet.origins.push(server.origin);
        fleet.ports.push(Number(new URL(server.origin).port));
      }
    } catch (error) {
      await fleet.stop();
      throw error;
    }
    return fleet;
  }

  get size(): number {
    return this.origins.length;
  }

  isLive(index: number): boolean {
    return this.servers[index] !== undefined;
  }

  server(index: number): ServerProcess | undefined {
    return this.servers[index];
  }

  /** SIGKILL: the instance dies mid-whatever, its sockets drop and its leases are left to lapse. */
  async kill(index: number): Promise<void> {
    const server = this.servers[index];
    if (!server) throw new Error(`instance ${index} is not running`);
    this.servers[index] = undefined;
    this.stopped.push(server);
    await server.kill();
  }

  /** Starts a killed instance again on its old port; resolves once it answers. */
  async restart(index: number): Promise<void> {
    if (this.servers[index]) throw new Error(`instance ${index} is running`);
    const starting = startNodeloomServer(this.options.databaseUrl, {
      env: this.env,
      port: this.ports[index]!,
    });
    this.restarting.add(starting);
    try {
      this.servers[index] = await starting;
    } finally {
      this.restarting.delete(starting);
    }
  }

  /** Stops every instance (SIGTERM) and removes their temporary directories. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.restarting]);
    const all = [...this.servers.filter((s) => s !== undefined), ...this.stopped];
    this.servers.fill(undefined);
    this.stopped.length = 0;
    await Promise.all(all.map((server) => server.stop()));
    this.forget();
  }
}
