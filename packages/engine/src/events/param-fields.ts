import type { ApplyContext, EventHandler, HandlerTable } from './context.js';
import type { EventInput, GraphEventType } from './event.js';

/** The fields of a defined or custom param that have their own "changed" event. */
export type ParamField = 'value' | 'expression' | 'evalType' | 'glance';

interface FieldHolder {
  value: unknown;
  expression: string;
  evalType: string;
  glance?: boolean;
}

/** A param with one field set; glance is stored only when true, so toggling back restores it exactly. */
export function withField<P extends FieldHolder>(param: P, field: ParamField, value: unknown): P {
  if (field !== 'glance') {
    // a plain spread then a write: V8 clones the shape fast, a spread with a computed key is slow
    const next = { ...param };
    (next as Record<string, unknown>)[field] = value;
    return next;
  }
  const { glance: _, ...rest } = param;
  return (value === true ? { ...rest, glance: true } : rest) as P;
}

/** What the four field events of either kind carry (each carries only its own field and ref). */
export interface FieldEvent {
  nodeId: string;
  paramName: string;
  customParamId: string;
  value: unknown;
  expression: string;
  evalType: string;
  glance: boolean;
}

const FIELDS = { Value: 'value', Expression: 'expression', EvalType: 'evalType', Glance: 'glance' } as const;

/**
 * The four handlers of "one field of a param changed" events of one kind (`{prefix}ValueChanged`,
 * …Expression…, …EvalType…, …Glance…): `change` writes the field and returns the param as it was;
 * each inverse is the same event carrying the old value.
 */
export function paramFieldHandlers<P extends 'param' | 'customParam'>(
  prefix: P,
  ref: 'paramName' | 'customParamId',
  change: (ctx: ApplyContext, event: FieldEvent, field: ParamField) => FieldHolder,
): HandlerTable<Extract<GraphEventType, `${P}${keyof typeof FIELDS}Changed`>> {
  const table: Record<string, EventHandler<GraphEventType>> = {};
  for (const [suffix, field] of Object.entries(FIELDS)) {
    const eventType = `${prefix}${suffix}Changed`;
    table[eventType] = (ctx, event) => {
      const e = event as unknown as FieldEvent;
      const before = change(ctx, e, field);
      if (ctx.skipInverses) return null;
      const previous = field === 'glance' ? before.glance === true : before[field];
      return [{ eventType, nodeId: e.nodeId, [ref]: e[ref], [field]: previous } as EventInput];
    };
  }
  return table as unknown as HandlerTable<Extract<GraphEventType, `${P}${keyof typeof FIELDS}Changed`>>;
}
