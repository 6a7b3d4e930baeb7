import { describe, expect, it } from 'vitest';
import { DetailRollout } from './detail-rollout.js';
import { VIEWS_PER_FRAME } from './mount-stages.js';

/** A rollout whose frames run when the test says, with `count` views listening. */
function rolloutWithViews(count: number) {
  const frames: (() => void)[] = [];
  const rollout = new DetailRollout((step) => {
    frames.push(step);
    return () => frames.splice(frames.indexOf(step), 1);
  });
  const ids = Array.from({ length: count }, (_, i) => `node_${i}`);
  const renders = new Map<string, number>(ids.map((id) => [id, 0]));
  for (const id of ids) rollout.subscribe(id, () => renders.set(id, renders.get(id)! + 1));
  const showing = (detail: string) => ids.filter((id) => rollout.detailOf(id) === detail).length;
  return { rollout, ids, renders, frames, showing };
}

describe('DetailRollout: crossing the plain threshold re-renders the views over several frames', () => {
  it('switches the views in sight VIEWS_PER_FRAME per frame in the given order, then all', () => {
    const { rollout, ids, frames, showing, renders } = rolloutWithViews(VIEWS_PER_FRAME * 2 + 10);
    const inSight = ids.slice(0, VIEWS_PER_FRAME * 2 + 5); // 5 views out of sight (mounted, culled later)
    rollout.set('plain', inSight);
    expect(showing('plain')).toBe(VIEWS_PER_FRAME);
    expect(rollout.detailOf(inSight[0])).toBe('plain');
    expect(rollout.detailOf(inSight.at(-1)!)).toBe('full');
    frames.shift()!();
    expect(showing('plain')).toBe(VIEWS_PER_FRAME * 2);
    frames.shift()!();
    expect(showing('plain')).toBe(ids.length);
    expect(frames).toHaveLength(0);
    // every view was told once, when its own detail changed
    expect([...renders.values()].every((n) => n === 1)).toBe(true);
  });

  it('a few views switch at once', () => {
    const { rollout, ids, frames, showing } = rolloutWithViews(10);
    rollout.set('plain', ids);
    expect(showing('plain')).toBe(10);
    expect(frames).toHaveLength(0);
  });

  it('crossing back while a rollout runs ends it, then rolls the other way', () => {
    const { rollout, ids, frames, showing } = rolloutWithViews(VIEWS_PER_FRAME * 3);
    rollout.set('plain', ids);
    expect(showing('plain')).toBe(VIEWS_PER_FRAME);
    rollout.set('full', ids);
    expect(frames).toHaveLength(1);
    expect(showing('full')).toBe(VIEWS_PER_FRAME);
    frames.shift()!();
    frames.shift()!();
    expect(showing('full')).toBe(ids.length);
  });
});
