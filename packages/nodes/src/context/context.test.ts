import { describe, expect, it } from 'vitest';
import { modules } from './index.js';

describe('context nodes (spec 2 §1, §9)', () => {
  it.each(['htmlContext', 'taskContext', 'functionContext'])(
    '%s is a global-singleton container painted "context nodes colour #ffffff"',
    (name) => {
      const module = modules.find((m) => m.definition.definitionName === name);
      expect(module).toBeDefined();
      const definition = module!.definition;
      expect(definition.category).toBe('context');
      expect(definition.hasSubLevel).toBe(true);
      expect(definition.globalSingleton).toBe(true);
      expect(definition.editorConfig.style.backgroundColor).toBe('#ffffff');
      // containers cannot be parsed directly: the engine evaluates their content
      expect(module!.rule).toBeUndefined();
    },
  );
});
