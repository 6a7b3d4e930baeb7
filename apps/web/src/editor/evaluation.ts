import {
  collectNodeWarnings,
  createProjectEvaluator,
  defaultPlatform,
  type Evaluator,
  isParsedDirectly,
  type Project,
  type RulePlatform,
  type UdnLibrary,
} from '@nodeloom/engine';
import type { EvaluationApi, NodeStatusView, NodeTiming, XY } from './editor-api.js';
import { nearestFirst } from './evaluation-order.js';

/** How long an evaluation pass may hold the main thread before it yields. */
const EVALUATION_SLICE_MS = 12;

const UNTOUCHED: NodeStatusView = Object.freeze({ status: 'untouched', errors: [], warnings: [] });

function sameView(a: NodeStatusView, b: NodeStatusView): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((m, i) => m === y[i]);
  return a.status === b.status && same(a.errors, b.errors) && same(a.warnings, b.warnings);
}

export interface EditorEvaluationOptions {
  /** runs an evaluation pass soon, off the render path (default: a zero timeout) */
  schedule?: (run: () => void) => void;
  /** called after a pass changed some node's status or outputs */
  onUpdate: () => void;
  /** told each node evaluation's time (debug_nodeParserPerformance logs them) */
  onTiming?: (nodeId: string, timing: NodeTiming) => void;
  /** packed UDNs are evaluated from, and their outdated warnings read from, this library */
  udns?: UdnLibrary;
  /** uploads for uploadToAssetManager (spec 2 §3); absent when nobody is signed in */
  uploadAsset?: RulePlatform['uploadAsset'];
}

/**
 * Evaluates what is shown: after each batch, the nodes of the current level that are not Clean
 * (the evaluator recomputes only the dirty cone upstream of them), one at a time. A node's error
 * stays on that node; the others go on. Status views keep their reference until they change.
 */
export class EditorEvaluation implements EvaluationApi {
  readonly evaluator: Evaluator;
  readonly #project: Project;
  readonly #dispose: () => void;
  readonly #schedule: (run: () => void) => void;
  readonly #onUpdate: () => void;
  readonly #views = new Map<string, NodeStatusView>();
  /** counts the changes of #views: a reader that saw this number has seen every view as it is */
  #viewsVersion = 0;
  readonly #errors = new Map<string, string>();
  readonly #timings = new Map<string, NodeTiming>();
  readonly #onTiming: ((nodeId: string, timing: NodeTiming) => void) | undefined;
  readonly #udns: UdnLibrary | undefined;
  #warnings = new Map<string, string[]>();
  #warningsStale = true;
  #wanted = new Set<string>();
  /** the ids of the pass under way not evaluated yet */
  #remaining = 0;
  /** where the user looks (flow units): a pass evaluates the nodes nearest it first */
  #focus: XY | undefined;
  #focusMoved = false;
  #scheduled = false;
  #running: Promise<void> | undefined;
  #disposed = false;

  constructor(project: Project, options: EditorEvaluationOptions) {
    this.#project = project;
    const { evaluator, dispose } = createProjectEvaluator(project, {
      ...(options.udns ? { udns: options.udns } : {}),
      ...(options.uploadAsset
        ? { platform: { ...defaultPlatform(), uploadAsset: options.uploadAsset } }
        : {}),
    });
    this.#udns = options.udns;
    this.evaluator = evaluator;
    this.#dispose = dispose;
    this.#schedule = options.schedule ?? ((run) => setTimeout(run, 0));
    this.#onUpdate = options.onUpdate;
    this.#onTiming = options.onTiming;
  }

  /** the last evaluation's time of a node, if it was evaluated */
  timing(id: string): NodeTiming | undefined {
    return this.#timings.get(id);
  }

  /** After a batch: re-evaluate the shown nodes; `structural` batches also recompute node warnings. */
  afterBatch(shown: readonly string[], structural: boolean): void {
    if (structural) this.#warningsStale = true;
    this.want(shown);
  }

  want(ids: Iterable<string>): void {
    for (const id of ids) this.#wanted.add(id);
    if (this.#scheduled || this.#disposed) return;
    this.#scheduled = true;
    this.#schedule(() => {
      this.#scheduled = false;
      this.#running ??= this.#run().finally(() => {
        this.#running = undefined;
        if (this.#wanted.size > 0) this.want([]);
      });
    });
  }

  /** UDNs' graphs or versions changed: their instances re-evaluate and node warnings are recomputed. */
  udnsChanged(udnIds: readonly string[], shown: readonly string[]): void {
    for (const id of udnIds) this.evaluator.udnChanged(id);
    this.afterBatch(shown, true);
  }

  /** Resolves when no pass is scheduled or running (tests, and code that must read fresh outputs). */
  async idle(): Promise<void> {
    while (this.#scheduled || this.#running) {
      if (this.#running) await this.#running;
      else await new Promise<void>((resolve) => this.#schedule(resolve));
    }
  }

  /**
   * Evaluates the nodes nearest `point` first from the next slice of a pass on (the canvas tells
   * the centre of what it shows), so values fill in from the viewport outwards.
   */
  focusOn(point: XY): void {
    if (this.#focus && this.#focus.x === point.x && this.#focus.y === point.y) return;
    this.#focus = { x: point.x, y: point.y };
    this.#focusMoved = true;
  }

  /** How many asked-for nodes are not evaluated yet (0 when every shown value is computed). */
  pending(): number {
    return this.#remaining + this.#wanted.size;
  }

  status(id: string): NodeStatusView {
    return this.#views.get(id) ?? UNTOUCHED;
  }

  statusVersion(): number {
    return this.#viewsVersion;
  }

  /** The last clean outputs (same reference until recomputed); asks for an evaluation when missing. */
  outputs(id: string): Readonly<Record<string, unknown>> | undefined {
    if (this.evaluator.status(id) !== 'Clean' && !this.#errors.has(id)) this.want([id]);
    return this.evaluator.outputs(id);
  }

  dispose(): void {
    this.#disposed = true;
    this.#dispose();
  }

  async #run(): Promise<void> {
    let changed = false;
    if (this.#warningsStale) {
      this.#warningsStale = false;
      const udns = this.#udns;
      this.#warnings = collectNodeWarnings(
        this.#project.graph,
        this.#project.registry,
        udns ? { udnStatus: (node) => udns.versionStatus(node) } : {},
      );
      for (const id of this.#views.keys()) changed = this.#refreshView(id) || changed;
    }
    let sliceStart = Date.now();
    while (this.#wanted.size > 0 && !this.#disposed) {
      let ids = this.#ordered(this.#wanted);
      this.#wanted = new Set();
      for (let i = 0; i < ids.length; i++) {
        this.#remaining = ids.length - i;
        if (Date.now() - sliceStart > EVALUATION_SLICE_MS) {
          // give the page its frames back: a long pass (a big level just opened) runs in slices
          if (changed) this.#onUpdate();
          changed = false;
          await new Promise<void>((resolve) => this.#schedule(resolve));
          if (this.#disposed) return;
          sliceStart = Date.now();
          ids = this.#reprioritised(ids, i);
          i = 0;
        }
        const id = ids[i];
        const node = this.#project.graph.getNode(id);
        if (!node) {
          if (this.#views.delete(id)) {
            this.#viewsVersion++;
            changed = true;
          }
          this.#errors.delete(id);
          this.#timings.delete(id);
          continue;
        }
        // contexts, trays, level outputs and plugins compute nothing of their own (spec 2 §8)
        if (!isParsedDirectly(node.definitionName)) {
          changed = this.#refreshView(id) || changed;
          continue;
        }
        if (this.evaluator.status(id) === 'Clean' && this.#views.has(id)) {
          // computed earlier in this pass, upstream of another node: an error it had is gone (a
          // failed node stays Dirty, so Clean means it computed since)
          if (this.#errors.delete(id)) changed = this.#refreshView(id) || changed;
          continue;
        }
        const outputsBefore = this.evaluator.outputs(id);
        const started = performance.now();
        const result = await this.evaluator.evaluate(id);
        const timing = { durationMs: performance.now() - started, at: Date.now() };
        this.#timings.set(id, timing);
        this.#onTiming?.(id, timing);
        if (result.ok) this.#errors.delete(id);
        else this.#errors.set(id, result.error);
        // new outputs are news even when the status stays clean (a value edited upstream)
        changed = this.#refreshView(id) || this.evaluator.outputs(id) !== outputsBefore || changed;
      }
      this.#remaining = 0;
    }
    if (changed && !this.#disposed) this.#onUpdate();
  }

  /** The wanted ids, nearest the focus first when the canvas told one. */
  #ordered(ids: Iterable<string>): string[] {
    this.#focusMoved = false;
    const list = [...ids];
    if (!this.#focus) return list;
    return nearestFirst(list, (id) => this.#project.graph.getNode(id)?.position, this.#focus);
  }

  /**
   * The rest of a pass after a slice, from `next` on: when the focus moved, all of it ordered
   * again; else the nodes asked for meanwhile (node views that came into view) go first.
   */
  #reprioritised(ids: readonly string[], next: number): string[] {
    const rest = ids.slice(next);
    if (this.#focusMoved) {
      const all = this.#ordered(new Set([...this.#wanted, ...rest]));
      this.#wanted = new Set();
      return all;
    }
    if (this.#wanted.size === 0) return rest;
    const asked = this.#ordered(this.#wanted);
    this.#wanted = new Set();
    const first = new Set(asked);
    return [...asked, ...rest.filter((id) => !first.has(id))];
  }

  #refreshView(id: string): boolean {
    const status = this.evaluator.status(id);
    const error = this.#errors.get(id);
    const view: NodeStatusView = {
      status:
        error !== undefined
          ? 'error'
          : status === 'Clean'
            ? 'clean'
            : status === 'Dirty'
              ? 'dirty'
              : 'untouched',
      errors: error === undefined ? [] : [error],
      warnings: [
        ...this.evaluator.messages(id).filter((m) => m !== error),
        ...(this.#warnings.get(id) ?? []),
      ],
    };
    const before = this.#views.get(id);
    if (before && sameView(before, view)) return false;
    this.#views.set(id, view);
    this.#viewsVersion++;
    return true;
  }
}
