/**
 * The built-in node catalogue: every definition name by category, copied as data from
 * shared/spec/node-catalogue.md ("Built-in node catalogue — definition names"), which lists the
 * nodes of spec 2 §3. Copied rather than read so the catalogue test runs on a clean clone.
 * Keep it in step with that table. Two rows follow spec 2 §1's category names where the table is
 * coarser: savePrefs is configs/preferences, and the environment nodes are utility/settings.
 */
// biome-ignore format: kept in the compact shape of the table it copies
export const CATALOGUE: Readonly<Record<string, readonly string[]>> = {
  context: ['htmlContext', 'taskContext', 'functionContext'],
  level: ['level', 'levelInput', 'levelOutput'],
  animation: ['exportKeyframes'],
  asset: ['importAsset', 'loadAsset', 'unzip', 'uploadToAssetManager'],
  color: ['colorAnalysis', 'colorConvert', 'colorHarmonies', 'colorMix', 'colorShift', 'colorVariants'],
  data: ['base64ToFile', 'encodeURI', 'restApiCall'],
  array: [
    'arrayAppend', 'arrayConcat', 'arrayDedup', 'arrayFilter', 'arrayFlatten', 'arrayGetElement', 'arrayIncludes',
    'arrayInsertItem', 'arrayLength', 'arrayRemoveItem', 'arrayReverse', 'arraySlice', 'arraySort', 'repeat',
  ],
  object: [
    'constant', 'createObject', 'keyValuePair', 'mergeAsArray', 'objectAddKey', 'objectDeleteKey', 'objectEntries',
    'objectFilter', 'objectFilterKeysValues', 'objectGetKey', 'objectMerge', 'objectRenameKey',
  ],
  json: ['jsonParse', 'jsonStringify', 'diffJson'],
  css: ['cssProperty', 'cssStringToObject', 'gradient', 'sampleGradient'],
  export: ['exportPage', 'exportPageConfigs', 'exportPublicFiles'],
  flowControl: [
    'compare', 'dot', 'noOp', 'passThrough', 'ifElse', 'isFalsy', 'isNullish', 'loopStart', 'loopEnd',
    'runSequential', 'switchCase', 'switchInput', 'gate', 'typeOf',
  ],
  function: [
    'fexArrayGetItem', 'fexAstToJs', 'fexBinaryExpression', 'fexForLoopStart', 'fexForLoopEnd', 'fexFunctionStart',
    'fexFunctionEnd', 'fexFunctionCall', 'fexFunctionReturn', 'fexIfElseStart', 'fexIfElseEnd', 'fexTryCatchStart',
    'fexTryCatchEnd', 'fexPrimaryTypeConversion', 'fexCreateArray', 'fexCreateObject', 'fexCreateObjectProperty',
    'fexDeclareVariable', 'fexSetVariable', 'fexPromise', 'fexIdentifier', 'fexLiteral', 'fexMemberExpression',
    'fexPlus', 'fexStringConcat', 'functionFromString',
  ],
  generator: ['faker'],
  html: [
    'htmlElement', 'iframeElement', 'svgElement', 'keepLinebreaksInHtml', 'mdToHtml', 'mergeHtmlElements',
    'addClassNames', 'addHtmlAttribute', 'addId', 'addTailwindStyles', 'pageMeta', 'attachPageMeta',
  ],
  image: ['compressImage', 'fetchImageToArrayBuffer', 'getImageColors', 'getImageExif', 'lazyImage'],
  math: [
    'absolute', 'ceiling', 'clamp', 'complement', 'decrement', 'divide', 'exponent', 'floor', 'fraction', 'increment',
    'maximum', 'minimum', 'minus', 'multiply', 'negate', 'plus', 'remainder', 'round', 'sign', 'sqrt', 'truncate',
    'noise', 'random', 'remap',
  ],
  number: [
    'isFinite', 'isInteger', 'isNan', 'stringToFloat', 'stringToInt', 'toExponential', 'toFixed', 'toPrecision',
    'toString',
  ],
  string: [
    'stringCase', 'stringCompare', 'stringConcat', 'stringEndsWith', 'stringIncludes', 'stringLength', 'stringPad',
    'stringReplace', 'stringSlice', 'stringSplit', 'stringTemplate', 'stringTrim', 'mergeTailwindStyles',
  ],
  svg: ['svgElementAttributes'],
  // the table marks reactOutput "(deprecated)": it is still registered, flagged deprecated
  react: ['appEntry', 'reactComponent', 'reactOutput'],
  router: ['route', 'router', 'link', 'outlet', 'pathParameters', 'searchParameters', 'extractPaths', 'generateSitemap'],
  unitTest: ['unitTest'],
  'configs/preferences': ['savePrefs'],
  deployment: ['deployment'],
  task: ['taskStart', 'taskEnd'],
  'utility/data': ['codeFormat', 'getTimestamp', 'reference'],
  'utility/settings': ['getEnv', 'getEnvInternal', 'setEnv'],
  'utility/viewer': ['previewer', 'inspector', 'diffViewer', 'iframe', 'plugin', 'stickyImage', 'warningDisplay'],
  'utility/organization': ['stickyNote', 'trayNode'],
};
