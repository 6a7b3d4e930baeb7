import { describe, expect, it } from 'vitest';
import { modules } from './index.js';

const byName = Object.fromEntries(modules.map((m) => [m.definition.definitionName, m.definition]));
const defaultOf = (node: string, param: string) =>
  byName[node].parameters.find((p) => p.name === param)?.defaultValue;
const optionsOf = (node: string, param: string) =>
  byName[node].parameters.find((p) => p.name === param)?.options?.map((o) => o.value);

describe('function-builder definitions', () => {
  it('register every name of the catalogue in category function, each with a rule', () => {
    const catalogue =
      'fexArrayGetItem, fexAstToJs, fexBinaryExpression, fexForLoopStart, fexForLoopEnd, fexFunctionStart, fexFunctionEnd, fexFunctionCall, fexFunctionReturn, fexIfElseStart, fexIfElseEnd, fexTryCatchStart, fexTryCatchEnd, fexPrimaryTypeConversion, fexCreateArray, fexCreateObject, fexCreateObjectProperty, fexDeclareVariable, fexSetVariable, fexPromise, fexIdentifier, fexLiteral, fexMemberExpression, fexPlus, fexStringConcat, functionFromString';
    expect(modules.map((m) => m.definition.definitionName)).toEqual(catalogue.split(', '));
    for (const m of modules) {
      expect(m.definition.category).toBe('function');
      expect(m.rule).toBeTypeOf('function');
    }
  });

  it("carry the spec's defaults and option lists", () => {
    expect(defaultOf('fexForLoopStart', 'indexName')).toBe('i');
    expect(defaultOf('fexTryCatchStart', 'errorName')).toBe('error');
    expect(defaultOf('fexPromise', 'resultName')).toBe('result');
    expect(defaultOf('fexPromise', 'errorName')).toBe('error');
    expect(optionsOf('fexPrimaryTypeConversion', 'type')).toEqual(['string', 'number', 'boolean']);
    expect(optionsOf('fexLiteral', 'type')).toEqual(['string', 'number', 'boolean']);
    expect(byName.fexStringConcat.parameters.map((p) => p.name)).toEqual(['divider', 'prefix', 'suffix']);
  });

  it('wire builder states through exec-flow and expressions through exec-data', () => {
    expect(byName.fexForLoopStart.outputs.map((o) => o.dataType)).toEqual(['exec-flow', 'exec-data']);
    expect(byName.fexBinaryExpression.inputs.map((i) => i.dataType)).toEqual(['exec-data', 'exec-data']);
    expect(byName.fexAstToJs.outputs).toEqual([{ identifier: 'code', label: 'Code', dataType: 'string' }]);
  });
});
