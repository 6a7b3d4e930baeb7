import { settingNameSchema } from '@nodeloom/api';
import { isBuiltInLayoutName } from './built-in-layouts.js';

/** Why a name cannot name a saved layout, or null when it can (the server's rule, and not a built-in's). */
export function layoutNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (isBuiltInLayoutName(trimmed)) return `${trimmed} is a built-in layout: pick another name`;
  const result = settingNameSchema.safeParse(trimmed);
  return result.success ? null : `The name ${result.error.issues[0]?.message ?? 'is not valid'}`;
}
