import type { NodeDefinition, ParamDefinition } from '@nodeloom/engine';
import { describe, expect, it } from 'vitest';
import { level } from './level.js';
import { levelInput } from './levelInput.js';
import { levelOutput } from './levelOutput.js';

function param(definition: NodeDefinition, name: string): ParamDefinition {
  const found = definition.parameters.find((p) => p.name === name);
  if (!found) throw new Error(`no param ${name}`);
  return found;
}

describe('level', () => {
  it('is a container with a sub-level and no rule (the engine evaluates it)', () => {
    expect(level.definition.hasSubLevel).toBe(true);
    expect(level.rule).toBeUndefined();
  });
});

describe('levelInput', () => {
  const d = levelInput.definition;
  it('"levelInput: name, label, description, dataType, minInstances default 0, maxInstances default 100, required, orderHint 0 to 20"', () => {
    expect(d.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'name',
        'label',
        'description',
        'dataType',
        'minInstances',
        'maxInstances',
        'required',
        'orderHint',
      ]),
    );
    expect(param(d, 'minInstances').defaultValue).toBe(0);
    expect(param(d, 'maxInstances').defaultValue).toBe(100);
    expect(param(d, 'orderHint')).toMatchObject({ min: 0, max: 20, defaultValue: 0 });
    expect(param(d, 'name').required).toBe(true);
  });

  it('offers every data type of spec 2 §3 and starts inferred', () => {
    const dataType = param(d, 'dataType');
    expect(dataType.defaultValue).toBe('inferred');
    expect(dataType.options?.map((o) => o.value)).toEqual([
      'string',
      'number',
      'boolean',
      'object',
      'array',
      'html',
      'function',
      'exec-flow',
      'exec-data',
      'inferred',
    ]);
  });

  it('hides the instance limits unless the input is a multi-input', () => {
    expect(param(d, 'minInstances').hideWhen).toBe('not $isMultiInput');
    expect(param(d, 'maxInstances').hideWhen).toBe('not $isMultiInput');
  });
});

describe('levelOutput', () => {
  const d = levelOutput.definition;
  it('"name (not editable, default output), label (default Output) ... dataType (default inferred), required (default false) ... orderHint (default 0)"', () => {
    expect(param(d, 'name')).toMatchObject({ defaultValue: 'output', disableWhen: 'true' });
    expect(param(d, 'label').defaultValue).toBe('Output');
    expect(param(d, 'dataType').defaultValue).toBe('inferred');
    expect(param(d, 'required').defaultValue).toBe(false);
    expect(param(d, 'orderHint').defaultValue).toBe(0);
    expect(param(d, 'description').defaultValue).toBe('');
  });

  it('has one input and no rule: "Cannot be parsed levelOutput node directly" is the engine\'s', () => {
    expect(d.inputs.map((i) => i.identifier)).toEqual(['input']);
    expect(d.outputs).toEqual([]);
    expect(levelOutput.rule).toBeUndefined();
  });
});
