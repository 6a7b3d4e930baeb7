import { describe, expect, it } from 'vitest';
import { loopEnd } from './loopEnd.js';
import { loopStart } from './loopStart.js';

describe('loopStart and loopEnd (the engine iterates)', () => {
  const params = Object.fromEntries(loopStart.definition.parameters.map((p) => [p.name, p]));

  it('"loopStart (method inputArray or number; result feedback or merge; count)"', () => {
    expect(params.loopMethod.options?.map((o) => o.value)).toEqual(['inputArray', 'number']);
    expect(params.iterationResult.options?.map((o) => o.value)).toEqual(['feedback', 'merge']);
    expect(params.count).toMatchObject({ dataType: 'number', widget: 'int', min: 0 });
    expect(params.count.hideWhen).toBe('$loopMethod != "number"');
  });

  it('uses the identifiers the loop errors name: loopInput, loopMethod, iterationResult, count', () => {
    expect(loopStart.definition.inputs.map((i) => i.identifier)).toEqual(['loopInput']);
    expect(Object.keys(params)).toEqual(['loopMethod', 'iterationResult', 'count']);
  });

  it('are definitions only', () => {
    expect(loopStart.rule).toBeUndefined();
    expect(loopEnd.rule).toBeUndefined();
    expect(loopEnd.definition.inputs[0].required).toBe(true);
  });
});
