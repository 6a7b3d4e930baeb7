import { HttpError, type Project } from '@nodeloom/api';
import { describe, expect, it } from 'vitest';
import type { ToastContent } from '../../../base/toastCatalogue.js';
import { testProject } from '../../../services/project.testing.js';
import { type OpenFlowPorts, type OpenRequest, openProject } from './open-project.js';

const project = testProject;

/** `valuesLeft`: what the editor reports of its values after the canvas opened (none: all computed). */
function ports(fetched: () => Promise<Project>, valuesLeft: readonly number[] = [0]) {
  const steps: string[] = [];
  const toasts: string[] = [];
  const line = (t: ToastContent) => (t.description ? `${t.title} | ${t.description}` : t.title);
  const p: OpenFlowPorts<string> = {
    fetchProject: async () => {
      steps.push('fetch');
      return fetched();
    },
    loadUdnMetadata: async (project, signedIn) => {
      steps.push(`udns of ${project.id.slice(0, 2)}${signedIn ? '' : ' (signed out)'}`);
    },
    toast: (t) => toasts.push(line(t)),
    updateToast: (t) => toasts.push(`(updated) ${line(t)}`),
    dismissToast: () => toasts.push('(closed)'),
    resetWorkspace: () => steps.push('reset'),
    createEditor: (_p, readOnly) => {
      steps.push(`editor readOnly=${readOnly}`);
      return 'editor';
    },
    setOpenProject: (id) => steps.push(`open ${id.slice(0, 2)}`),
    hideProjectBrowser: () => steps.push('hide browser'),
    rememberLastProject: (id) => steps.push(`last ${id.slice(0, 2)}`),
    addRecentProject: (entry) => steps.push(`recent ${entry.name}${entry.accessToken ? ' +token' : ''}`),
    followValues: (editor, report) => {
      steps.push(`follow values of ${editor}`);
      for (const left of valuesLeft) report(left);
    },
  };
  return { p, steps, toasts };
}

const request = (overrides: Partial<OpenRequest> = {}): OpenRequest => ({
  target: { kind: 'project', id: 'a'.repeat(24) },
  readOnlyRequested: false,
  embedded: false,
  signedIn: true,
  ...overrides,
});

describe('project open flow (spec 1 §4, §8)', () => {
  it('runs the steps in order with the progress toasts', async () => {
    const { p, steps, toasts } = ports(async () => project());
    const outcome = await openProject(
      request({ target: { kind: 'project', id: 'a'.repeat(24), pat: 'tok' } }),
      p,
    );
    expect(outcome).toMatchObject({ ok: true, readOnly: false, editor: 'editor' });
    expect(steps).toEqual([
      'fetch',
      'udns of aa',
      'reset',
      'editor readOnly=false',
      'open aa',
      'hide browser',
      'last aa',
      'recent Shop +token',
      'follow values of editor',
    ]);
    expect(toasts).toEqual(['Retrieving project data', 'Loading project into workspace', 'Project loaded']);
  });

  it('signed out, still loads the UDNs the project uses (an official demo embedded)', async () => {
    const { p, steps } = ports(async () => project());
    const outcome = await openProject(request({ signedIn: false, embedded: true }), p);
    expect(outcome).toMatchObject({ ok: true, readOnly: true });
    expect(steps.slice(0, 3)).toEqual(['fetch', 'udns of aa (signed out)', 'reset']);
  });

  it('opens before the values are computed, and the loaded toast counts down what is left', async () => {
    const { p, toasts } = ports(async () => project(), [10_000, 1_234, 0]);
    const outcome = await openProject(request(), p);
    expect(outcome).toMatchObject({ ok: true, editor: 'editor' });
    expect(toasts).toEqual([
      'Retrieving project data',
      'Loading project into workspace',
      'Project loaded',
      '(updated) Project loaded | Computing values: 10,000 left',
      '(updated) Project loaded | Computing values: 1,234 left',
      '(updated) Project loaded | Every value computed',
    ]);
  });

  it('refuses an archived project with the two-line toast and opens nothing', async () => {
    const { p, steps, toasts } = ports(async () => project({ archivedAt: '2026-02-01T00:00:00.000Z' }));
    const outcome = await openProject(request(), p);
    expect(outcome).toMatchObject({ ok: false, reason: 'archived' });
    expect(steps).toEqual(['fetch']);
    expect(toasts.at(-1)).toBe(
      'This project is archived and cannot be opened. | You can restore it from the project browser.',
    );
  });

  it('opens a snapshot read-only with the snapshot toasts and keeps it off the recent list', async () => {
    const { p, steps, toasts } = ports(async () => project());
    const outcome = await openProject(request({ target: { kind: 'snapshot', id: 'c'.repeat(24) } }), p);
    expect(outcome).toMatchObject({ ok: true, readOnly: true });
    expect(steps.some((s) => s.startsWith('recent') || s.startsWith('last'))).toBe(false);
    expect(toasts).toEqual([
      'Retrieving snapshot data',
      'Loading snapshot into workspace',
      'Snapshot loaded',
    ]);
  });

  it('reports a missing project as not found', async () => {
    const { p } = ports(async () => {
      throw new HttpError(404, 'GET', '/projects/x', 'Project not found');
    });
    expect(await openProject(request(), p)).toMatchObject({ ok: false, reason: 'notFound' });
  });

  it("opens another user's shared project read-only, as the server says", async () => {
    const { p, steps } = ports(async () => project({ readonly: true }));
    expect(await openProject(request(), p)).toMatchObject({ ok: true, readOnly: true });
    expect(steps).toContain('editor readOnly=true');
  });
});

describe("opening from this browser's copy (docs/collaboration.md)", () => {
  const copy = project({ eventCounter: 7 });
  /** The ports with a kept copy, recording what is kept and dropped. */
  function withCopy(fetched: () => Promise<Project>) {
    const opened = ports(fetched);
    const kept: string[] = [];
    opened.p.readCopy = async () => copy;
    opened.p.keepCopy = (_editor, p, fresh) => kept.push(`${fresh ? 'fresh' : 'copy'} at ${p.eventCounter}`);
    opened.p.dropCopy = () => kept.push('dropped');
    return { ...opened, kept };
  }

  it('opens the copy without waiting for the server, then keeps the answer beside it', async () => {
    let answer: (p: Project) => void = () => {};
    const { p, steps, kept } = withCopy(() => new Promise((resolve) => (answer = resolve)));
    const outcome = await openProject(request(), p);
    expect(outcome).toMatchObject({ ok: true, project: copy, readOnly: false });
    expect(steps).toContain('editor readOnly=false');
    answer(project({ name: 'Shop renamed', eventCounter: 9 }));
    const check = await (outcome.ok ? outcome.copyCheck : undefined);
    expect(check).toMatchObject({ kind: 'current', project: { name: 'Shop renamed', eventCounter: 9 } });
    expect(kept).toEqual(['fresh at 9']);
  });

  it('gives way when the server refuses the project now, drops the copy and closes its loaded toast', async () => {
    const { p, kept, toasts } = withCopy(async () => {
      throw new HttpError(404, 'GET', '/projects/x', 'Project not found');
    });
    const outcome = await openProject(request(), p);
    expect(await (outcome.ok ? outcome.copyCheck : undefined)).toMatchObject({
      kind: 'refused',
      reason: 'notFound',
    });
    expect(kept).toEqual(['dropped']);
    expect(toasts.at(-1)).toBe('(closed)');
  });

  it('stays open on the copy when the server cannot be reached', async () => {
    const { p, kept } = withCopy(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await openProject(request(), p);
    expect(await (outcome.ok ? outcome.copyCheck : undefined)).toMatchObject({ kind: 'unreachable' });
    expect(kept).toEqual(['copy at 7']);
  });

  it('reopens from the server when the answer changes the read-only decision or has no log', async () => {
    for (const answer of [project({ readonly: true, eventCounter: 7 }), project()]) {
      const { p, kept } = withCopy(async () => answer);
      const outcome = await openProject(request(), p);
      expect(await (outcome.ok ? outcome.copyCheck : undefined)).toEqual({ kind: 'reopen' });
      expect(kept).toEqual(['dropped']);
    }
  });

  it('stands beside an answer behind it (an older fold of the same log)', async () => {
    const { p, kept } = withCopy(async () => project({ eventCounter: 3 }));
    const outcome = await openProject(request(), p);
    expect(await (outcome.ok ? outcome.copyCheck : undefined)).toMatchObject({ kind: 'current' });
    expect(kept).toEqual(['fresh at 3']);
  });

  it('an archived project closes with the archived toast', async () => {
    const { p, toasts } = withCopy(async () =>
      project({ archivedAt: '2026-02-01T00:00:00.000Z', eventCounter: 7 }),
    );
    const outcome = await openProject(request(), p);
    expect(await (outcome.ok ? outcome.copyCheck : undefined)).toMatchObject({
      kind: 'refused',
      reason: 'archived',
    });
    expect(toasts.at(-1)).toBe(
      'This project is archived and cannot be opened. | You can restore it from the project browser.',
    );
  });

  it('a project opened from the server is kept as it was answered', async () => {
    const { p, kept } = withCopy(async () => project({ eventCounter: 4 }));
    p.readCopy = async () => undefined;
    const outcome = await openProject(request(), p);
    expect(outcome).toMatchObject({ ok: true, project: { eventCounter: 4 } });
    expect(outcome.ok && outcome.copyCheck).toBeUndefined();
    expect(kept).toEqual(['fresh at 4']);
  });
});
