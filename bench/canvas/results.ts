// The canvas bench's figures over its rounds, and the table it prints: one row per renderer × N
// with each path's p95 / frames over 33 ms, the DOM elements and the open time, then Nodeloom's
// ratio to the best of the peers in every cell (below 1: Nodeloom is better).
import { percentile } from '../editor/measure.js';
import { PATHS, type PathName } from './paths.js';

export interface RoundFigures {
  openMs: number;
  /** after a reload (a renderer that keeps what it opened) */
  reopenMs?: number;
  dom: { inCanvas: number; inPage: number };
  paths: Partial<Record<PathName, { intervals: number[]; note: string }>>;
}

interface Cell {
  p95: number;
  over33: number;
  max: number;
}

interface Row {
  renderer: string;
  count: number;
  open: number;
  /** NaN: not measured */
  reopen: number;
  dom: { inCanvas: number; inPage: number };
  paths: Partial<Record<PathName, Cell>>;
  notes: string[];
}

const OVER = 33.3;

function cellOf(runs: number[][]): Cell {
  const sorted = runs.flat().sort((a, b) => a - b);
  return {
    p95: percentile(sorted, 95),
    over33: sorted.filter((t) => t > OVER).length / runs.length,
    max: sorted.at(-1) ?? Number.NaN,
  };
}

export class CanvasResults {
  readonly #rounds = new Map<string, RoundFigures[]>();
  readonly #errors: string[] = [];

  add(renderer: string, count: number, figures: RoundFigures): void {
    const key = `${renderer}\u0000${count}`;
    this.#rounds.set(key, [...(this.#rounds.get(key) ?? []), figures]);
  }

  fail(renderer: string, count: number, message: string): void {
    this.#errors.push(`${renderer} at ${count}: ${message}`);
  }

  #row(renderer: string, count: number): Row | null {
    const rounds = this.#rounds.get(`${renderer}\u0000${count}`);
    if (!rounds?.length) return null;
    const paths: Row['paths'] = {};
    const notes: string[] = [];
    for (const path of PATHS) {
      const runs = rounds.flatMap((round) => (round.paths[path] ? [round.paths[path]] : []));
      if (runs.length === 0) continue;
      paths[path] = cellOf(runs.map((run) => run.intervals));
      const said = [...new Set(runs.map((run) => run.note).filter(Boolean))];
      notes.push(`${path} max ${paths[path].max.toFixed(0)} ms${said.length ? ` (${said.join('; ')})` : ''}`);
    }
    return {
      renderer,
      count,
      open: median(rounds.map((round) => round.openMs)),
      reopen: median(rounds.flatMap((round) => (round.reopenMs === undefined ? [] : [round.reopenMs]))),
      dom: rounds.at(-1)!.dom,
      paths,
      notes,
    };
  }

  print(renderers: readonly string[], counts: readonly number[], measured: readonly string[]): void {
    const head = [
      'renderer',
      'N',
      ...PATHS.map((p) => `${p} p95/>33`),
      'DOM canvas/page',
      'open ms',
      'reopen ms',
    ];
    const widths = [16, 6, ...PATHS.map((p) => Math.max(p.length + 8, 13)), 16, 8, 9];
    const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' ');
    console.log(`\n${line(head)}`);
    const rows = counts.flatMap((count) => renderers.flatMap((renderer) => this.#row(renderer, count) ?? []));
    for (const row of rows) {
      const cells = PATHS.map((path) => {
        const cell = row.paths[path];
        return cell ? `${cell.p95.toFixed(1)} / ${cell.over33.toFixed(0)}` : 'n/a';
      });
      console.log(
        line([
          row.renderer,
          String(row.count),
          ...cells,
          `${row.dom.inCanvas} / ${row.dom.inPage}`,
          row.open.toFixed(0),
          Number.isNaN(row.reopen) ? 'n/a' : row.reopen.toFixed(0),
        ]),
      );
    }
    console.log(`\nNodeloom ÷ best peer (below 1: Nodeloom better; p95 / >33, canvas DOM, open)`);
    for (const count of counts) {
      const peers = rows.filter((row) => row.count === count && !measured.includes(row.renderer));
      for (const ours of rows.filter((row) => row.count === count && measured.includes(row.renderer))) {
        const cells = PATHS.map((path) => {
          const best = (pick: (cell: Cell) => number) =>
            Math.min(...peers.flatMap((peer) => (peer.paths[path] ? [pick(peer.paths[path])] : [])));
          const cell = ours.paths[path];
          if (!cell) return 'n/a';
          return `${ratio(
            cell.p95,
            best((c) => c.p95),
          )} / ${ratio(
            cell.over33,
            best((c) => c.over33),
          )}`;
        });
        const bestDom = Math.min(...peers.map((peer) => peer.dom.inCanvas));
        const bestOpen = Math.min(...peers.map((peer) => peer.open));
        console.log(
          line([
            `${ours.renderer} ÷`,
            String(count),
            ...cells,
            ratio(ours.dom.inCanvas, bestDom),
            ratio(ours.open, bestOpen),
          ]),
        );
      }
    }
    console.log('\nper path: the longest frame, and what the path reached');
    for (const row of rows) console.log(`${row.renderer} at ${row.count}: ${row.notes.join(' · ')}`);
    for (const error of this.#errors) console.log(`failed: ${error}`);
  }
}

/** The middle value, or the mean of the two middle values (two rounds: their mean). */
function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
}

function ratio(ours: number, best: number): string {
  if (!Number.isFinite(best)) return 'n/a';
  if (best === 0) return ours === 0 ? '1×' : `${ours.toFixed(0)}:0`;
  return `${(ours / best).toFixed(2)}×`;
}
