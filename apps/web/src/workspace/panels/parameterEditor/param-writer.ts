import type { EvalType } from '@nodeloom/engine';
import { createContext, useContext } from 'react';
import type { EditorApi, Gesture } from '../../../editor/index.js';

/** How the rows write: every call covers all selected nodes and is one undo step. */
export interface ParamWriter {
  readonly ids: readonly string[];
  readonly readOnly: boolean;
  setValue(param: string, value: unknown): void;
  setEvalType(param: string, evalType: EvalType): void;
  setExpression(param: string, expression: string): void;
  setGlance(param: string, on: boolean): void;
  /** a scrub gesture (one undo step); with several nodes the value is set once at the end */
  scrub(param: string): Gesture<unknown>;
}

export function paramWriter(editor: EditorApi, ids: readonly string[]): ParamWriter {
  return {
    ids,
    readOnly: editor.readOnly,
    setValue: (param, value) => editor.params.setField(ids, param, 'value', value),
    setEvalType: (param, evalType) => editor.params.setEvalType(ids, param, evalType),
    setExpression: (param, expression) => editor.params.setExpression(ids, param, expression),
    setGlance: (param, on) => editor.params.setGlance(ids, param, on),
    scrub: (param) => {
      if (ids.length === 1) return editor.tools.scrubParam(ids[0]!, param);
      let last: { value: unknown } | undefined;
      return {
        update: (value) => {
          last = { value };
        },
        end: () => {
          if (last) editor.params.setField(ids, param, 'value', last.value);
        },
        cancel: () => {
          last = undefined;
        },
      };
    },
  };
}

export const ParamWriterContext = createContext<ParamWriter | null>(null);

export function useParamWriter(): ParamWriter {
  const writer = useContext(ParamWriterContext);
  if (!writer) throw new Error('useParamWriter: no ParamWriterContext above this row');
  return writer;
}
