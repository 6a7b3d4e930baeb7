import { editorFixture } from '../../editor/testing/editor-fixture.js';

/**
 * A real project for the expression editor's tests, on the html context (hex):
 *   /hex/box (minus: a, b, custom `size`), /hex/calc (minus, the usual subject),
 *   /hex/env (setEnv: API_URL, TITLE), /hex/group (level) holding /hex/group/inner (minus)
 *   and /hex/group/localEnv (setEnv: TITLE overridden, LOCAL).
 */
export function expressionFixture() {
  const { editor } = editorFixture();
  const make = (definition: string, name: string, x: number) => {
    const id = editor.nodes.create(definition, { x, y: 0 })!;
    const renamed = editor.nodes.rename(id, name);
    // a fixture name the engine refuses is a bug of this fixture
    if (!renamed.ok) throw new Error(renamed.refusal.message);
    return id;
  };
  const box = make('minus', 'box', 0);
  const calc = make('minus', 'calc', 200);
  const env = make('setEnv', 'env', 400);
  editor.params.setField([env], 'envs', 'value', { API_URL: 'https://api.example', TITLE: 'Home' });
  const group = make('level', 'group', 600);
  editor.engineHistory.dispatch([
    {
      eventType: 'customParamAdded',
      nodeId: box,
      customParam: {
        id: 's'.repeat(25),
        name: 'size',
        dataType: 'number',
        value: 3,
        expression: '',
        evalType: 'literal',
        widget: 'float',
      },
    },
  ]);
  editor.view.enterLevel(group);
  const inner = make('minus', 'inner', 0);
  const localEnv = make('setEnv', 'localEnv', 200);
  editor.params.setField([localEnv], 'envs', 'value', { TITLE: 'Inner', LOCAL: 1 });
  editor.view.goToLevel('hex');
  return { editor, ids: { box, calc, env, group, inner, localEnv } };
}
