import type { GraphDto } from '@nodeloom/api';
import type { DefinitionRegistry } from '@nodeloom/engine';
import { demoGraph } from './demo-builder.js';
import { type DemoUdnGroup, udnDemo } from './udn-demo.js';

export { demoNodeId } from './demo-builder.js';

/** An official demo project: fixed id (so seeding is idempotent), name, category and graph. */
export interface DemoProject {
  id: string;
  name: string;
  category: string;
  /** the root context it opens in (metadata.context, as New project sets it); markup unless told */
  context?: 'hex' | 'tex' | 'fex';
  graph: GraphDto;
  /** the official UDNs its graph uses, by version group (written with it, read by everybody) */
  udnGroups?: DemoUdnGroup[];
}

/**
 * The send hook of the form demo's component (docs/site.md: hook code runs after the component
 * mounts, with its box as `element`): a click on Send (Enter in a field clicks it too) posts the
 * form's fields as a reply to the form whose id is wired into {0}, and the page says whether it
 * arrived. It listens for the click, not the submit: a sandboxed preview never fires submit.
 */
const SEND_HOOK = `var form = element.querySelector('form');
var button = form.querySelector('button');
var status = form.querySelector('output');
var formId = '{0}';
useEffect(function () {
  function send(event) {
    event.preventDefault();
    var values = Object.fromEntries(new FormData(form));
    status.textContent = 'Sending…';
    fetch('/api/nest/forms/' + encodeURIComponent(formId) + '/replies', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ values: values }),
    }).then(
      function (response) {
        status.textContent = response.ok ? 'Thank you: your reply was received.' : 'The reply was refused (' + response.status + ').';
        if (response.ok) form.reset();
      },
      function () { status.textContent = 'The reply could not be sent.'; },
    );
  }
  button.addEventListener('click', send);
  return function () { button.removeEventListener('click', send); };
});`;

/** The demo projects of GET /projects/official/demo, built from the node library's definitions. */
export function demoProjects(registry: DefinitionRegistry): DemoProject[] {
  return [
    {
      id: '00000000000000000000de01',
      name: 'Math chain',
      category: 'Demo',
      // (10 - 4) × (3 - 1) = 12, shown by an inspector, with a note on how to play with it.
      graph: demoGraph(registry)
        .note(
          'Math chain\n\nTwo differences feed a product; the inspector shows what flows in.\n\nTry: select a node to see its outputs, hover a wire to see its value, set a of difference1 to 20 and watch the result follow, or press Tab to add a node.',
          { x: -400, y: -20 },
        )
        .node('difference1', 'minus', { x: 0, y: 0 }, { a: 10, b: 4 })
        .node('difference2', 'minus', { x: 240, y: 0 }, { a: 3, b: 1 })
        .node('product', 'multiply', { x: 120, y: 140 })
        .node('result', 'inspector', { x: 0, y: 280 })
        .wire('difference1', 'result', 'product', 'numbers', 0)
        .wire('difference2', 'result', 'product', 'numbers', 1)
        .wire('product', 'result', 'result', 'data', 0)
        .graph(),
    },
    {
      id: '00000000000000000000de02',
      name: 'String demo',
      category: 'Demo',
      // Two strings recased, joined, and measured.
      graph: demoGraph(registry)
        .note(
          'String demo\n\nTwo strings are recased, joined with a separator and measured.\n\nTry: change the separator of sentence, set a stringCase to upper case, or wire an inspector to length.',
          { x: -440, y: -20 },
        )
        .node('greeting', 'stringCase', { x: 0, y: 0 }, { string: 'hello nodeloom' })
        .node('subject', 'stringCase', { x: 240, y: 0 }, { string: 'visual node graphs' })
        .node('sentence', 'stringConcat', { x: 120, y: 140 }, { separator: ' - ' })
        .node('length', 'stringLength', { x: 120, y: 280 })
        .wire('greeting', 'result', 'sentence', 'strings', 0)
        .wire('subject', 'result', 'sentence', 'strings', 1)
        .wire('sentence', 'result', 'length', 'string', 0)
        .graph(),
    },
    {
      id: '00000000000000000000de03',
      name: 'Data pipeline with a loop',
      category: 'Demo',
      // Each price goes once through the loop body (× 1.2), the loop end collects [12, 30, 48].
      graph: demoGraph(registry)
        .note(
          'Data pipeline with a loop\n\nloopStart runs the nodes between it and loopEnd once per element of the prices (method inputArray); loopEnd collects every result (result merge).\n\nTry: add a price to the array, change the tax rate, or switch the loop result to feedback.',
          { x: -440, y: -20 },
        )
        .node('prices', 'constant', { x: 0, y: 0 }, { type: 'array', value: '[10, 25, 40]' })
        .node('taxRate', 'constant', { x: 240, y: 0 }, { type: 'number', value: 1.2 })
        .node('eachPrice', 'loopStart', { x: 0, y: 140 })
        .node('withTax', 'multiply', { x: 120, y: 280 })
        .node('collected', 'loopEnd', { x: 0, y: 420 })
        .node('result', 'inspector', { x: 0, y: 560 })
        .wire('prices', 'value', 'eachPrice', 'loopInput', 0)
        .wire('eachPrice', 'item', 'withTax', 'numbers', 0)
        .wire('taxRate', 'value', 'withTax', 'numbers', 1)
        .wire('withTax', 'result', 'collected', 'input', 0)
        .wire('collected', 'output', 'result', 'data', 0)
        .graph(),
    },
    {
      id: '00000000000000000000de05',
      name: 'Multi-page site with a router',
      category: 'Demo',
      // A layout route (nav links + outlet) with two pages, / and /about, in a browser router.
      graph: demoGraph(registry)
        .note(
          'Multi-page site with a router\n\nThe layout route draws the nav and, in its outlet, the page of the address: the index route at /, the about route at /about. The router feeds appEntry, the site the previewer shows.\n\nTry: open the site preview and follow the links, add a third route wired into the layout, or change a heading.',
          { x: -480, y: -20 },
        )
        .node('homeLabel', 'htmlElement', { x: 0, y: 0 }, { tag: 'span', text: 'Home' })
        .node('homeLink', 'link', { x: 0, y: 120 }, { to: '/' })
        .node('aboutLabel', 'htmlElement', { x: 220, y: 0 }, { tag: 'span', text: 'About' })
        .node('aboutLink', 'link', { x: 220, y: 120 }, { to: '/about' })
        .node('nav', 'htmlElement', { x: 110, y: 240 }, { tag: 'nav' })
        .node('outlet', 'outlet', { x: 440, y: 120 })
        .node('main', 'htmlElement', { x: 440, y: 240 }, { tag: 'main' })
        .node('layoutBody', 'mergeHtmlElements', { x: 260, y: 360 })
        .node('layout', 'route', { x: 260, y: 480 }, { isLayout: true })
        .node('welcome', 'htmlElement', { x: 700, y: 0 }, { tag: 'h1', text: 'Welcome home' })
        .node('homeRoute', 'route', { x: 700, y: 120 }, { isIndex: true })
        .node('aboutText', 'htmlElement', { x: 920, y: 0 }, { tag: 'h1', text: 'About us' })
        .node('aboutRoute', 'route', { x: 920, y: 120 }, { path: 'about' })
        .node('router', 'router', { x: 260, y: 600 }, { type: 'browser' })
        .node('app', 'appEntry', { x: 260, y: 720 })
        .wire('homeLabel', 'element', 'homeLink', 'content')
        .wire('aboutLabel', 'element', 'aboutLink', 'content')
        .wire('homeLink', 'link', 'nav', 'children', 0)
        .wire('aboutLink', 'link', 'nav', 'children', 1)
        .wire('outlet', 'outlet', 'main', 'children')
        .wire('nav', 'element', 'layoutBody', 'elements', 0)
        .wire('main', 'element', 'layoutBody', 'elements', 1)
        .wire('layoutBody', 'html', 'layout', 'element')
        .wire('welcome', 'element', 'homeRoute', 'element')
        .wire('aboutText', 'element', 'aboutRoute', 'element')
        .wire('homeRoute', 'route', 'layout', 'routes', 0)
        .wire('aboutRoute', 'route', 'layout', 'routes', 1)
        .wire('layout', 'route', 'router', 'routes')
        .wire('router', 'router', 'app', 'entry')
        .graph(),
    },
    {
      id: '00000000000000000000de06',
      name: 'A function from function nodes',
      category: 'Demo',
      context: 'fex',
      // double(x) { return x * 2 } built from fex nodes, printed as JavaScript by fexAstToJs.
      graph: demoGraph(registry, 'fex')
        .note(
          'A function from function nodes\n\nFunction nodes build code, not values: the start and end nodes frame the function, flow wires order its statements, and fexAstToJs prints the JavaScript the inspector shows.\n\nTry: change the literal 2 to 3, the operator to +, or the function name.',
          { x: -400, y: -20 },
        )
        .node('start', 'fexFunctionStart', { x: 0, y: 0 }, { name: 'double', parameters: 'x' })
        .node('x', 'fexIdentifier', { x: 200, y: 0 }, { name: 'x' })
        .node('two', 'fexLiteral', { x: 400, y: 0 }, { type: 'number', value: 2 })
        .node('times', 'fexBinaryExpression', { x: 300, y: 110 }, { operator: '*' })
        .node('return', 'fexFunctionReturn', { x: 60, y: 220 })
        .node('end', 'fexFunctionEnd', { x: 60, y: 320 })
        .node('print', 'fexAstToJs', { x: 60, y: 420 })
        .node('code', 'inspector', { x: 60, y: 520 })
        .wire('x', 'identifier', 'times', 'left')
        .wire('two', 'literal', 'times', 'right')
        .wire('start', 'flow', 'return', 'flow')
        .wire('times', 'expression', 'return', 'value')
        .wire('return', 'flow', 'end', 'flow')
        .wire('end', 'flow', 'print', 'ast')
        .wire('print', 'code', 'code', 'data')
        .graph(),
    },
    {
      id: '00000000000000000000de04',
      name: 'Unit-tested graph',
      category: 'Demo',
      // 2 + 3 checked against 5 by a unitTest node: the verdict is passed.
      graph: demoGraph(registry)
        .note(
          'Unit-tested graph\n\nunitTest compares what the graph computes (actual) with what you expect; the inspector shows its verdict.\n\nTry: set b to 4 and watch the verdict turn to failed. Download the project (Menu → Project) and run nodeloom test on the file.',
          { x: -440, y: -20 },
        )
        .node('a', 'constant', { x: 0, y: 0 }, { type: 'number', value: 2 })
        .node('b', 'constant', { x: 240, y: 0 }, { type: 'number', value: 3 })
        .node('sum', 'plus', { x: 120, y: 140 })
        .node('expected', 'constant', { x: 360, y: 140 }, { type: 'number', value: 5 })
        .node(
          'sumIsFive',
          'unitTest',
          { x: 120, y: 280 },
          { testName: 'two plus three is five', compareMethod: 'equal' },
        )
        .node('verdict', 'inspector', { x: 120, y: 420 })
        .wire('a', 'value', 'sum', 'numbers', 0)
        .wire('b', 'value', 'sum', 'numbers', 1)
        .wire('sum', 'result', 'sumIsFive', 'actual', 0)
        .wire('expected', 'value', 'sumIsFive', 'expected', 0)
        .wire('sumIsFive', 'testResult', 'verdict', 'data', 0)
        .graph(),
    },
    {
      id: '00000000000000000000de07',
      name: 'A form that collects replies',
      category: 'Demo',
      // A contact page: a form of labelled fields in a component whose hook posts what is sent as a
      // reply to the form named by formId (the forms editor lists the replies).
      graph: demoGraph(registry)
        .note(
          "A form that collects replies\n\nThe contact page is a form (name, message, Send) inside a component; the component's hook, built by sendHook from formId, posts what you send to that form's replies.\n\nTry: save a copy, then Menu → Project → Open forms editor, create a form with the fields name and message, put its id in formId, then send a reply from the site preview and read it under Replies.",
          { x: -480, y: -20 },
        )
        .node('heading', 'htmlElement', { x: 0, y: 0 }, { tag: 'h1', text: 'Write to us' })
        .node('nameInput', 'htmlElement', { x: 220, y: 0 }, { tag: 'input' })
        .node('nameField', 'addHtmlAttribute', { x: 220, y: 110 }, { name: 'name', value: 'name' })
        .node('nameLabel', 'htmlElement', { x: 220, y: 220 }, { tag: 'label', text: 'Name ' })
        .node('messageInput', 'htmlElement', { x: 440, y: 0 }, { tag: 'textarea' })
        .node('messageField', 'addHtmlAttribute', { x: 440, y: 110 }, { name: 'name', value: 'message' })
        .node('messageLabel', 'htmlElement', { x: 440, y: 220 }, { tag: 'label', text: 'Message ' })
        .node('send', 'htmlElement', { x: 660, y: 220 }, { tag: 'button', text: 'Send' })
        .node('status', 'htmlElement', { x: 880, y: 220 }, { tag: 'output' })
        .node('form', 'htmlElement', { x: 440, y: 340 }, { tag: 'form' })
        .node('formId', 'constant', { x: 0, y: 340 }, { type: 'string', value: 'paste-your-form-id' })
        .node('sendHook', 'stringTemplate', { x: 0, y: 460 }, { template: SEND_HOOK })
        .node('contactForm', 'reactComponent', { x: 440, y: 460 }, { name: 'ContactForm' })
        .node('contactPage', 'exportPage', { x: 440, y: 580 }, { name: 'contact' })
        .wire('nameInput', 'element', 'nameField', 'html')
        .wire('nameField', 'html', 'nameLabel', 'children')
        .wire('messageInput', 'element', 'messageField', 'html')
        .wire('messageField', 'html', 'messageLabel', 'children')
        .wire('heading', 'element', 'form', 'children', 0)
        .wire('nameLabel', 'element', 'form', 'children', 1)
        .wire('messageLabel', 'element', 'form', 'children', 2)
        .wire('send', 'element', 'form', 'children', 3)
        .wire('status', 'element', 'form', 'children', 4)
        .wire('formId', 'value', 'sendHook', 'values')
        .wire('form', 'element', 'contactForm', 'html')
        .wire('sendHook', 'result', 'contactForm', 'hooks')
        .wire('contactForm', 'component', 'contactPage', 'content')
        .graph(),
    },
    udnDemo(registry),
  ];
}
