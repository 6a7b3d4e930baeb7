// Generated from the built-in nodes by packages/nodes/scripts/write-definitions.ts: do not edit.
import type { NodeDefinition } from '@nodeloom/engine';

/** Each built-in definition’s category, by definition name. */
// biome-ignore format: one string, parsed once
export const CATEGORY_OF: Readonly<Record<string, string>> = JSON.parse('{"htmlContext":"context","taskContext":"context","functionContext":"context","level":"level","levelInput":"level","levelOutput":"level","compare":"flowControl","dot":"flowControl","noOp":"flowControl","passThrough":"flowControl","ifElse":"flowControl","isFalsy":"flowControl","isNullish":"flowControl","loopStart":"flowControl","loopEnd":"flowControl","runSequential":"flowControl","switchCase":"flowControl","switchInput":"flowControl","gate":"flowControl","typeOf":"flowControl","absolute":"math","ceiling":"math","clamp":"math","complement":"math","decrement":"math","divide":"math","exponent":"math","floor":"math","fraction":"math","increment":"math","maximum":"math","minimum":"math","minus":"math","multiply":"math","negate":"math","plus":"math","remainder":"math","round":"math","sign":"math","sqrt":"math","truncate":"math","noise":"math","random":"math","remap":"math","fexArrayGetItem":"function","fexAstToJs":"function","fexBinaryExpression":"function","fexForLoopStart":"function","fexForLoopEnd":"function","fexFunctionStart":"function","fexFunctionEnd":"function","fexFunctionCall":"function","fexFunctionReturn":"function","fexIfElseStart":"function","fexIfElseEnd":"function","fexTryCatchStart":"function","fexTryCatchEnd":"function","fexPrimaryTypeConversion":"function","fexCreateArray":"function","fexCreateObject":"function","fexCreateObjectProperty":"function","fexDeclareVariable":"function","fexSetVariable":"function","fexPromise":"function","fexIdentifier":"function","fexLiteral":"function","fexMemberExpression":"function","fexPlus":"function","fexStringConcat":"function","functionFromString":"function","isFinite":"number","isInteger":"number","isNan":"number","stringToFloat":"number","stringToInt":"number","toExponential":"number","toFixed":"number","toPrecision":"number","toString":"number","stringCase":"string","stringCompare":"string","stringConcat":"string","stringEndsWith":"string","stringIncludes":"string","stringLength":"string","stringPad":"string","stringReplace":"string","stringSlice":"string","stringSplit":"string","stringTemplate":"string","stringTrim":"string","mergeTailwindStyles":"string","arrayAppend":"array","arrayConcat":"array","arrayDedup":"array","arrayFilter":"array","arrayFlatten":"array","arrayGetElement":"array","arrayIncludes":"array","arrayInsertItem":"array","arrayLength":"array","arrayRemoveItem":"array","arrayReverse":"array","arraySlice":"array","arraySort":"array","repeat":"array","colorAnalysis":"color","colorConvert":"color","colorHarmonies":"color","colorMix":"color","colorShift":"color","colorVariants":"color","faker":"generator","constant":"object","createObject":"object","keyValuePair":"object","mergeAsArray":"object","objectAddKey":"object","objectDeleteKey":"object","objectEntries":"object","objectFilter":"object","objectFilterKeysValues":"object","objectGetKey":"object","objectMerge":"object","objectRenameKey":"object","jsonParse":"json","jsonStringify":"json","diffJson":"json","htmlElement":"html","iframeElement":"html","svgElement":"html","keepLinebreaksInHtml":"html","mdToHtml":"html","mergeHtmlElements":"html","addClassNames":"html","addHtmlAttribute":"html","addId":"html","addTailwindStyles":"html","pageMeta":"html","attachPageMeta":"html","exportPage":"export","exportPageConfigs":"export","exportPublicFiles":"export","route":"router","router":"router","link":"router","outlet":"router","pathParameters":"router","searchParameters":"router","extractPaths":"router","generateSitemap":"router","appEntry":"react","reactComponent":"react","reactOutput":"react","deployment":"deployment","savePrefs":"configs/preferences","base64ToFile":"data","encodeURI":"data","restApiCall":"data","taskStart":"task","taskEnd":"task","unitTest":"unitTest","codeFormat":"utility/data","getTimestamp":"utility/data","reference":"utility/data","getEnv":"utility/settings","getEnvInternal":"utility/settings","setEnv":"utility/settings","cssProperty":"css","cssStringToObject":"css","gradient":"css","sampleGradient":"css","exportKeyframes":"animation","svgElementAttributes":"svg","importAsset":"asset","loadAsset":"asset","unzip":"asset","uploadToAssetManager":"asset","compressImage":"image","fetchImageToArrayBuffer":"image","getImageColors":"image","getImageExif":"image","lazyImage":"image","previewer":"utility/viewer","inspector":"utility/viewer","diffViewer":"utility/viewer","iframe":"utility/viewer","plugin":"utility/viewer","stickyImage":"utility/viewer","warningDisplay":"utility/viewer","stickyNote":"utility/organization","trayNode":"utility/organization"}');

/** A category’s definitions (data only), each category a module of its own. */
export const CATEGORY_DEFINITIONS: Readonly<
  Record<string, () => Promise<{ DEFINITIONS: readonly NodeDefinition[] }>>
> = {
  context: () => import('./context.generated.js'),
  level: () => import('./level.generated.js'),
  flowControl: () => import('./flowControl.generated.js'),
  math: () => import('./math.generated.js'),
  function: () => import('./function.generated.js'),
  number: () => import('./number.generated.js'),
  string: () => import('./string.generated.js'),
  array: () => import('./array.generated.js'),
  color: () => import('./color.generated.js'),
  generator: () => import('./generator.generated.js'),
  object: () => import('./object.generated.js'),
  json: () => import('./json.generated.js'),
  html: () => import('./html.generated.js'),
  export: () => import('./export.generated.js'),
  router: () => import('./router.generated.js'),
  react: () => import('./react.generated.js'),
  deployment: () => import('./deployment.generated.js'),
  'configs/preferences': () => import('./configs-preferences.generated.js'),
  data: () => import('./data.generated.js'),
  task: () => import('./task.generated.js'),
  unitTest: () => import('./unitTest.generated.js'),
  'utility/data': () => import('./utility-data.generated.js'),
  'utility/settings': () => import('./utility-settings.generated.js'),
  css: () => import('./css.generated.js'),
  animation: () => import('./animation.generated.js'),
  svg: () => import('./svg.generated.js'),
  asset: () => import('./asset.generated.js'),
  image: () => import('./image.generated.js'),
  'utility/viewer': () => import('./utility-viewer.generated.js'),
  'utility/organization': () => import('./utility-organization.generated.js'),
};
