import { type EventInput, graphEventSchema, type UndoStacks, type UndoStep } from '@nodeloom/engine';
import { z } from 'zod';

/** The newest steps kept of each stack (the spec gives no undo depth: docs/collaboration.md). */
export const UNDO_KEPT_STEPS = 100;
/** At most this many events (redo events and their inverses, both stacks) are kept: a big paste is big. */
export const UNDO_KEPT_EVENTS = 20_000;

/** One user's undo and redo stacks of one project, as a reload or another window finds them. */
export interface KeptUndo extends UndoStacks {
  userId: string;
  projectId: string;
  /** the log counter the window had applied when it kept them (a replacement after it drops them) */
  counter: number;
}

/** Stacks are kept per user and project: another member's never mix with ours. */
export const keptUndoKey = (userId: string, projectId: string): string => `${userId}/${projectId}`;

/** A kept event input is checked as the engine checks an event (with a placeholder id and time). */
const eventInputSchema = z.record(z.string(), z.unknown()).transform((input, ctx): EventInput => {
  const parsed = graphEventSchema.safeParse({ ...input, eventId: 'kept', timestamp: 0 });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    ctx.addIssue({ code: 'custom', message: `${issue?.path.join('.')}: ${issue?.message}` });
    return z.NEVER;
  }
  const { eventId: _, timestamp: __, ...event } = parsed.data;
  return event as EventInput;
});

const stepSchema = z.object({
  forward: z.array(eventInputSchema),
  inverses: z.array(z.array(eventInputSchema)),
});

export const keptUndoSchema = z.object({
  userId: z.string().min(1),
  projectId: z.string().min(1),
  counter: z.number().int().nonnegative(),
  undo: z.array(stepSchema),
  redo: z.array(stepSchema),
});

/**
 * A stored or posted value as kept stacks of this user and project, or undefined (with a warning)
 * when it is unreadable or another's: a reload then starts with empty stacks, never a crash.
 */
export function readKeptUndo(value: unknown, userId: string, projectId: string): KeptUndo | undefined {
  const parsed = keptUndoSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    console.warn(
      `Ignored unreadable undo history of ${projectId}: ${issue?.path.join('.')}: ${issue?.message}`,
    );
    return undefined;
  }
  if (parsed.data.userId !== userId || parsed.data.projectId !== projectId) {
    console.warn(
      `Ignored undo history kept for another user or project under ${keptUndoKey(userId, projectId)}`,
    );
    return undefined;
  }
  return { ...parsed.data, ...boundStacks(parsed.data) };
}

const sizeOf = (step: UndoStep): number =>
  step.forward.length + step.inverses.reduce((sum, inverse) => sum + inverse.length, 0);

/** The newest steps of each stack within UNDO_KEPT_STEPS and, both together, UNDO_KEPT_EVENTS. */
export function boundStacks(stacks: UndoStacks): UndoStacks {
  let events = 0;
  // the top of a stack (its last step) is what Ctrl+Z or Ctrl+Shift+Z takes next: keep from there
  const newest = (steps: readonly UndoStep[]): UndoStep[] => {
    const kept: UndoStep[] = [];
    for (let i = steps.length - 1; i >= 0 && kept.length < UNDO_KEPT_STEPS; i--) {
      events += sizeOf(steps[i]!);
      if (events > UNDO_KEPT_EVENTS) break;
      kept.unshift(steps[i]!);
    }
    return kept;
  };
  const undo = newest(stacks.undo);
  return { undo, redo: newest(stacks.redo) };
}
