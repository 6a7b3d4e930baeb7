import type { NodeModule } from '@nodeloom/engine';
import { fexArrayGetItem } from './fexArrayGetItem.js';
import { fexAstToJs } from './fexAstToJs.js';
import { fexBinaryExpression } from './fexBinaryExpression.js';
import { fexCreateArray } from './fexCreateArray.js';
import { fexCreateObject } from './fexCreateObject.js';
import { fexCreateObjectProperty } from './fexCreateObjectProperty.js';
import { fexDeclareVariable } from './fexDeclareVariable.js';
import { fexForLoopEnd } from './fexForLoopEnd.js';
import { fexForLoopStart } from './fexForLoopStart.js';
import { fexFunctionCall } from './fexFunctionCall.js';
import { fexFunctionEnd } from './fexFunctionEnd.js';
import { fexFunctionReturn } from './fexFunctionReturn.js';
import { fexFunctionStart } from './fexFunctionStart.js';
import { fexIdentifier } from './fexIdentifier.js';
import { fexIfElseEnd } from './fexIfElseEnd.js';
import { fexIfElseStart } from './fexIfElseStart.js';
import { fexLiteral } from './fexLiteral.js';
import { fexMemberExpression } from './fexMemberExpression.js';
import { fexPlus } from './fexPlus.js';
import { fexPrimaryTypeConversion } from './fexPrimaryTypeConversion.js';
import { fexPromise } from './fexPromise.js';
import { fexSetVariable } from './fexSetVariable.js';
import { fexStringConcat } from './fexStringConcat.js';
import { fexTryCatchEnd } from './fexTryCatchEnd.js';
import { fexTryCatchStart } from './fexTryCatchStart.js';
import { functionFromString } from './functionFromString.js';

export type { BlockKind, BuilderState, OpenBlock } from './state.js';

/** The function-builder nodes (spec 2 §3), in catalogue order. */
export const modules: NodeModule[] = [
  fexArrayGetItem,
  fexAstToJs,
  fexBinaryExpression,
  fexForLoopStart,
  fexForLoopEnd,
  fexFunctionStart,
  fexFunctionEnd,
  fexFunctionCall,
  fexFunctionReturn,
  fexIfElseStart,
  fexIfElseEnd,
  fexTryCatchStart,
  fexTryCatchEnd,
  fexPrimaryTypeConversion,
  fexCreateArray,
  fexCreateObject,
  fexCreateObjectProperty,
  fexDeclareVariable,
  fexSetVariable,
  fexPromise,
  fexIdentifier,
  fexLiteral,
  fexMemberExpression,
  fexPlus,
  fexStringConcat,
  functionFromString,
];
