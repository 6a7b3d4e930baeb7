/**
 * The engine's public API, named one by one: what is not listed here is internal (event handlers,
 * GraphState's write API, the change collector). Read the graph through `Project.graph` (a
 * ReadonlyGraph), write it through events (`Project.dispatch`, `History.dispatch`) and hear what
 * changed through `Project.onChange` (docs/change-feed.md).
 */

// ---- the terminal (spec'd commands over a project) ----
export { parseColor } from './commands/colors.js';
export { Terminal } from './commands/terminal.js';
export { type TerminalCommand, terminalCommands } from './commands/terminal-commands.js';
export { CommandError, TerminalContext } from './commands/terminal-context.js';
// ---- errors ----
export { ConnectionError, type ConnectionErrorCode } from './errors/connection-errors.js';
export {
  EngineError,
  NoIdentityError,
  NotReadyError,
  ReplayAlreadyStartedError,
  ReplayingError,
  UnknownEventTypeError,
} from './errors/engine-error.js';
export {
  CREATION_MESSAGES,
  NodeDefinitionNotFoundError,
  NodeError,
  type NodeErrorCode,
  NodeNotFoundError,
} from './errors/node-errors.js';
export { changesEvaluation, changesStructure } from './eval/changes.js';
// ---- evaluation ----
export { coerceToDataType, toNumberOrZero, toText, toTruthy } from './eval/coercion.js';
export type { EvalStatus } from './eval/dirty.js';
export { defaultPlatform, type EvalResult, Evaluator, type EvaluatorOptions } from './eval/evaluator.js';
export { graphToEventLog, isEventLogFile, parseEventLog } from './eval/event-log-file.js';
export type { BinaryOperator, Expr, LogicalOperator, UnaryOperator } from './eval/expression/ast.js';
export {
  type ExpressionDependencies,
  expressionDependencies,
  pathNames,
} from './eval/expression/dependencies.js';
export { CyclicReferenceError, ExpressionError } from './eval/expression/errors.js';
export { EXPRESSION_FUNCTION_NAMES, EXPRESSION_FUNCTIONS } from './eval/expression/functions.js';
export { type ExpressionScope, interpret, MissingEnvError } from './eval/expression/interpreter.js';
export { type Token as ExpressionToken, tokenize as tokenizeExpression } from './eval/expression/lexer.js';
export { parseExpression, parseExpressionCached } from './eval/expression/parser.js';
export { type EvalGraph, nodePath, resolveNodePath } from './eval/graph-view.js';
export { isParsedDirectly } from './eval/kinds.js';
export {
  type LevelInterface,
  type LevelSocket,
  levelDefinitionSockets,
  levelInterface,
} from './eval/levels.js';
export type { LoopInfo, LoopStructure } from './eval/loops.js';
export { EVAL_MESSAGES, WARNING_MESSAGES } from './eval/messages.js';
export type { NodeParamValues, ParamEntry } from './eval/params.js';
export { createProjectEvaluator } from './eval/project-binding.js';
export { loadProjectGraph, ProjectFileError } from './eval/project-file.js';
export { collectNodeWarnings, type UdnVersionStatus, type WarningOptions } from './eval/warnings.js';
// ---- events: the only way to write the graph ----
export { EVENT_TYPES, isKnownEventType } from './events/apply.js';
export { connectionFields } from './events/connections.js';
export type { Inverse } from './events/context.js';
export {
  CROSS_WINDOW_MESSAGE_TYPE,
  CrossWindowInbox,
  type CrossWindowMessage,
  crossWindowMessage,
  INCOMING_EVENTS_MESSAGE,
  InvalidIncomingEventsError,
  parseIncomingEvents,
} from './events/cross-window.js';
export { DATA_COLLECTION_SUFFIXES } from './events/custom-param-rules.js';
export { dataCollectionEvents } from './events/data-collections.js';
export {
  connectionSchema,
  connectionWithIdSchema,
  customParamSchema,
  dataTypeSchema,
  definedParamSchema,
  evalTypeSchema,
  graphNodeSchema,
  graphSchema,
  nodeFlagSchema,
  optionSchema,
  positionSchema,
  repackMappingsSchema,
  sizeSchema,
  udnUpdateStrategySchema,
} from './events/entity-schemas.js';
export type {
  EventInput,
  EventOf,
  EventSource,
  GraphEvent,
  GraphEventType,
  OrderedUserEvent,
} from './events/event.js';
export { GRAPH_SAVED_CHUNK, graphSavedInputs } from './events/graph-saved.js';
export { checkParent, hostsSubLevel } from './events/hosting.js';
export { instanceName } from './events/multi-params.js';
export { defaultParams, requireDefinition } from './events/node-factory.js';
export { findInput, findOutput, type Port, portsOf } from './events/ports.js';
export { graphEventSchema } from './events/schemas.js';
export type { ChangeTracker } from './graph/change-tracker.js';
export { applyGraphChanges, type GraphChange } from './graph/changes.js';
/** the live graph with its write API: a type only (Project.state, loadProjectGraph); read through ReadonlyGraph */
export type { GraphState } from './graph/graph-state.js';
export type { ReadonlyGraph } from './graph/readonly-graph.js';
// ---- history: undo, redo, replay ----
export { type Clock, systemClock } from './history/clock.js';
export { History, type UndoStacks, type UndoStep } from './history/history.js';
export { HistoryReplay, type HistoryReplayStatus, MAX_REPLAY_GAP_MS } from './history/history-replay.js';
export { manualClock } from './history/manual-clock.js';
// ---- model: nodes, definitions, ids, names, constants ----
export { connectionId } from './model/connection-id.js';
export {
  CONTEXT_DEFINITIONS,
  CONTEXT_NODE_COLOR,
  DEFAULT_NODE_COLOR,
  DEFAULT_NODE_SIZE,
  DEFAULT_REPLAY_SPEED,
  GHOST_COLOR,
  GHOST_NAME_PREFIX,
  LEVEL_DEFINITION,
  LEVEL_INPUT_DEFINITION,
  LEVEL_OUTPUT_DEFINITION,
  MIN_NODE_SIZE,
  ROOT_CONTEXT_IDS,
  ROOT_CONTEXTS,
  ROOT_ID,
  type RootContextDefinition,
  SAVE_MIN_TIMEOUT_MS,
  SAVE_RETRIES,
  SAVE_THROTTLE_MS,
  TERMINAL_HISTORY_LIMIT,
  TRAY_DEFINITION,
  UNSAVED_CHANGES_MESSAGE,
} from './model/constants.js';
export {
  DATA_COLLECTION_FOLDER_TYPES,
  DATA_TYPES,
  type DataType,
  type EvalType,
  FOLDER_TYPES,
  type FolderType,
  LAYOUT_FOLDER_TYPES,
  WIDGETS,
  type Widget,
} from './model/data-types.js';
export type {
  ContextName,
  EditorDefaultConfig,
  InputDefinition,
  NodeDefinition,
  OutputDefinition,
  ParamDefinition,
} from './model/definition.js';
export {
  CUSTOM_PARAM_ID_LENGTH,
  generateCustomParamId,
  generateNodeId,
  isValidCustomParamId,
  isValidNodeId,
  looksLikeGeneratedId,
  type RandomSource,
  randomAlphanumeric,
  seededRandom,
} from './model/ids.js';
export {
  automaticNodeName,
  NAME_MESSAGES,
  nodeNameProblem,
  sanitizeNodeName,
  uniqueNodeName,
} from './model/names.js';
export {
  type Connection,
  type ConnectionWithId,
  type CustomParam,
  type DefinedParam,
  type Graph,
  type GraphNode,
  NODE_FLAGS,
  type NodeFlag,
  type NodeFlags,
  type ParamOption,
  type Position,
  type Size,
  type UdnRepackMappings,
  type UdnUpdateStrategy,
} from './model/node.js';
export { DefinitionRegistry } from './model/registry.js';
export {
  type NodeModule,
  NodeRuleError,
  type Rule,
  type RuleContext,
  type RuleNodeInfo,
  type RulePlatform,
  type RuleResult,
} from './model/rule.js';
// ---- paths ----
export { referencedPaths } from './paths/expression-references.js';
export {
  isAbsolutePath,
  isValidPath,
  type LevelId,
  nodeAtPath,
  pathOf,
  pathProblem,
  resolvePath,
} from './paths/node-path.js';
// ---- persistence: the save writer and the update diff ----
export { bindSaveWriter } from './persistence/bind-save-writer.js';
export {
  EventLogError,
  type EventLogTarget,
  parseTrustedEventLog,
  replayEventLog,
} from './persistence/event-log.js';
export { graphToBootstrapEvents } from './persistence/graph-bootstrap.js';
export {
  type SaveStatus,
  type SaveTransport,
  SaveWriter,
  type SaveWriterOptions,
} from './persistence/save-writer.js';
export {
  applyUnorderedUpdates,
  takeUnorderedUpdates,
  type UnorderedUpdate,
  unorderedUpdateSchema,
  updateKey,
} from './persistence/unordered-updates.js';
// ---- the project, its change feed and the read-only graph ----
export type { ChangeBatch, ChangeListener } from './project/change-batch.js';
export { CurrentLevel } from './project/current-level.js';
export { type AppliedEvent, Project, type ProjectOptions } from './project/project.js';
export { rootContextNode } from './project/roots.js';
export { Selection } from './project/selection.js';
export { assertSingleTree, selectionToBootstrapEvents } from './project/snippet.js';
// ---- UDNs (user-defined nodes) ----
export {
  LATEST_DRAFT,
  OUTDATED,
  UDN_CACHE_DATABASE,
  UDN_CACHE_DATABASE_VERSION,
  UDN_GRAPH_BATCH_SIZE,
  UDN_MESSAGES,
  UDN_METADATA_PAGE_SIZE,
  type UdnLoadKind,
  type UdnLoadStatus,
} from './udn/constants.js';
export { UdnError } from './udn/errors.js';
export { nodeDefinition, UdnLibrary } from './udn/library.js';
export { UdnLoader } from './udn/loader.js';
export { UdnLoadingStatus } from './udn/loading.js';
export {
  autoUpdateEvents,
  changeToUdnEvent,
  packEvents,
  udnUpdateStrategyEvent,
  unpackEvents,
} from './udn/pack.js';
export type {
  UdnCache,
  UdnMetadata,
  UdnToast,
  UdnTransport,
  UdnVersion,
  UdnVersionGroup,
  UdnWithGraph,
} from './udn/types.js';
export { compareUdnVersions, isOutdated, isSemanticVersion, newestVersion } from './udn/versions.js';
