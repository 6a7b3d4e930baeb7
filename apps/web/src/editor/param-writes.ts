import type { EventInput } from '@nodeloom/engine';
import { type EditContext, nodeParamEvent } from './edit-context.js';
import type { MultiparamChange, ParamFieldEdit } from './editor-api.js';
import { multiparamEvent } from './param-field-event.js';

/** what the parameter manager may send through changeCustomParams */
const CUSTOM_PARAM_EVENT_TYPES: ReadonlySet<string> = new Set([
  'customParamAdded',
  'customParamDeleted',
  'customParamDefinitionChanged',
  'multiParamTemplateCreated',
]);

/** Writes to params: fields of defined and custom params, custom param definitions, multiparam groups. */
export class ParamWrites {
  constructor(private readonly ctx: EditContext) {}

  /** several param fields of several nodes in one undo step */
  setFields(edits: readonly ParamFieldEdit[]): boolean {
    const events: EventInput[] = [];
    for (const edit of edits) {
      const node = this.ctx.project.graph.getNode(edit.nodeId);
      const event = node && nodeParamEvent(this.ctx.project, node, edit.param, edit.field, edit.value);
      if (event) events.push(event);
    }
    return this.ctx.dispatch(events);
  }

  /** custom param events of one node as one undo step; throws the engine's error */
  changeCustomParams(nodeId: string, events: readonly EventInput[]): void {
    if (this.ctx.readOnly || events.length === 0) return;
    for (const event of events) {
      const ofNode = 'nodeId' in event && event.nodeId === nodeId;
      if (!ofNode || !CUSTOM_PARAM_EVENT_TYPES.has(event.eventType))
        throw new Error(`changeCustomParams: ${event.eventType} is not a custom param event of ${nodeId}`);
    }
    this.ctx.history.dispatch(events);
  }

  changeMultiparam(nodeId: string, folderId: string, change: MultiparamChange): boolean {
    const node = this.ctx.project.graph.getNode(nodeId);
    if (this.ctx.readOnly || !node) return false;
    return this.ctx.dispatch([multiparamEvent(node, folderId, change, this.ctx.project.random)]);
  }
}
