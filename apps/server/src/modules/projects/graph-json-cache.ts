/**
 * Graph JSON texts by project and graph version, most recently used kept within a byte budget.
 * A version names one graph for good (the database bumps it in the same transaction as any write
 * of the graph), so an entry is never stale: a project opened again, by anyone, skips building its
 * graph in the database — the largest cost of opening a big project. Per process; instances that
 * share a database each keep their own, which is still right since the key is the version.
 */
export class GraphJsonCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  get(projectId: string, version: number): string | undefined {
    const key = `${projectId}:${version}`;
    const json = this.entries.get(key);
    if (json !== undefined) {
      // Map keeps insertion order: re-inserting makes it the most recently used.
      this.entries.delete(key);
      this.entries.set(key, json);
    }
    return json;
  }

  set(projectId: string, version: number, json: string): void {
    if (json.length > this.budgetBytes) return;
    const key = `${projectId}:${version}`;
    if (this.entries.has(key)) return;
    this.entries.set(key, json);
    this.bytes += json.length;
    for (const [oldest, text] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(oldest);
      this.bytes -= text.length;
    }
  }
}
