/**
 * Everyday words a newcomer types into the tab menu, each with the nodes it most likely means,
 * most likely first. Node names say what a node does in programmer's terms ('constant',
 * 'ifElse'); these words say what a user wants ('number', 'if'), so a search for one puts its
 * nodes before every other match. A node that cannot run where the search happens is skipped,
 * so a word may name one node per context (ifElse everywhere, fexIfElseStart for functions).
 */
export const COMMON_WORDS: Readonly<Record<string, readonly string[]>> = {
  number: ['constant', 'stringToFloat'],
  text: ['constant', 'stringTemplate', 'htmlElement'],
  string: ['constant', 'stringTemplate'],
  value: ['constant'],
  if: ['ifElse', 'fexIfElseStart', 'switchCase'],
  else: ['ifElse', 'fexIfElseStart'],
  condition: ['ifElse', 'compare'],
  loop: ['loopStart', 'loopEnd', 'fexForLoopStart', 'fexForLoopEnd'],
  for: ['loopStart', 'fexForLoopStart'],
  each: ['loopStart', 'fexForLoopStart'],
  button: ['htmlElement'],
  div: ['htmlElement'],
  element: ['htmlElement'],
  heading: ['htmlElement', 'mdToHtml'],
  paragraph: ['htmlElement', 'mdToHtml'],
  image: ['lazyImage', 'stickyImage', 'importAsset'],
  picture: ['lazyImage', 'stickyImage'],
  list: ['constant', 'mergeAsArray'],
  array: ['constant', 'mergeAsArray'],
  add: ['plus', 'arrayAppend'],
  sum: ['plus'],
  subtract: ['minus'],
  times: ['multiply'],
  fetch: ['restApiCall'],
  http: ['restApiCall'],
  api: ['restApiCall'],
  note: ['stickyNote'],
  comment: ['stickyNote'],
  page: ['exportPage', 'route'],
  test: ['unitTest'],
  function: ['fexFunctionStart', 'functionFromString'],
  variable: ['fexDeclareVariable', 'fexSetVariable'],
};

/** The nodes a query names as a common word (exact word, any case), most likely first. */
export function commonWordNodes(query: string): readonly string[] {
  const word = query.trim().toLowerCase();
  return Object.hasOwn(COMMON_WORDS, word) ? (COMMON_WORDS[word] ?? []) : [];
}
