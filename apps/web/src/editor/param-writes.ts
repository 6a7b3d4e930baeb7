import type { EvalType, Evaluator, EventInput, ParamEntry } from '@nodeloom/engine';
import type { Result } from '../base/errors.js';
import { type EditContext, nodeParamEvent } from './edit-context.js';
import type { MultiparamChange, ParamField, ParamFieldEdit } from './editor-api.js';
import type { ParamsApi } from './manager-api.js';
import { multiparamEvent } from './param-field-event.js';

/** what the parameter manager may send through params.changeCustom */
const CUSTOM_PARAM_EVENT_TYPES: ReadonlySet<string> = new Set([
  'customParamAdded',
  'customParamDeleted',
  'customParamDefinitionChanged',
  'multiParamTemplateCreated',
]);

/** `editor.params`: params' evaluated values, and writes to their fields, custom param definitions and multiparam groups. */
export class ParamWrites implements ParamsApi {
  constructor(
    private readonly ctx: EditContext,
    private readonly evaluator: () => Evaluator['params'],
  ) {}

  // a cyclic expression throws inside the evaluator; the panel shows the node's warning instead
  entry(nodeId: string, param: string): ParamEntry | undefined {
    return this.ctx.attempt(() => this.evaluator().entry(nodeId, param));
  }

  condition(nodeId: string, expression: string): boolean {
    return this.ctx.attempt(() => this.evaluator().condition(nodeId, expression)) ?? false;
  }

  setField(ids: readonly string[], param: string, field: ParamField, value: unknown): boolean {
    // a panel's write: its refusal is reported (a toast), as no caller shows it
    return this.ctx.dispatch(this.#events(ids.map((nodeId) => ({ nodeId, param, field, value }))));
  }

  setEvalType(ids: readonly string[], param: string, evalType: EvalType): boolean {
    return this.setField(ids, param, 'evalType', evalType);
  }

  setExpression(ids: readonly string[], param: string, expression: string): boolean {
    return this.setField(ids, param, 'expression', expression);
  }

  setGlance(ids: readonly string[], param: string, on: boolean): boolean {
    return this.setField(ids, param, 'glance', on);
  }

  /** several param fields of several nodes in one undo step */
  setFields(edits: readonly ParamFieldEdit[]): Result {
    return this.ctx.write(() => this.#events(edits));
  }

  #events(edits: readonly ParamFieldEdit[]): EventInput[] {
    return edits.flatMap((edit) => {
      const node = this.ctx.project.graph.getNode(edit.nodeId);
      const event = node && nodeParamEvent(this.ctx.project, node, edit.param, edit.field, edit.value);
      return event ? [event] : [];
    });
  }

  /** custom param events of one node as one undo step; throws the engine's error */
  changeCustom(nodeId: string, events: readonly EventInput[]): void {
    if (this.ctx.readOnly || events.length === 0) return;
    for (const event of events) {
      const ofNode = 'nodeId' in event && event.nodeId === nodeId;
      if (!ofNode || !CUSTOM_PARAM_EVENT_TYPES.has(event.eventType))
        throw new Error(`changeCustom: ${event.eventType} is not a custom param event of ${nodeId}`);
    }
    this.ctx.history.dispatch(events);
  }

  changeMultiparam(nodeId: string, folderId: string, change: MultiparamChange): boolean {
    const node = this.ctx.project.graph.getNode(nodeId);
    if (this.ctx.readOnly || !node) return false;
    return this.ctx.dispatch([multiparamEvent(node, folderId, change, this.ctx.project.random)]);
  }
}
