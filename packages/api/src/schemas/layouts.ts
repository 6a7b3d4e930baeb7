import { z } from 'zod';
import { objectIdSchema } from './common.js';

const panelId = z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters');

/** Panel: id, type, title (spec 1 §3). */
export const layoutPanelSchema = z.strictObject({
  id: panelId,
  type: z.string().min(1, 'must not be empty').max(64, 'must be at most 64 characters'),
  title: z.string().max(200, 'must be at most 200 characters'),
});

/** Container tree node: a leaf holds panelIds; a split holds firstPath and secondPath (spec 1 §3). */
export interface LayoutContainer {
  panelIds?: string[];
  reversed?: boolean;
  splitDirection?: 'horizontal' | 'vertical';
  splitPercentage?: number;
  currentPanelId?: string | null;
  firstPath?: LayoutContainer | null;
  secondPath?: LayoutContainer | null;
}
export const layoutContainerSchema: z.ZodType<LayoutContainer> = z.lazy(() =>
  z.strictObject({
    panelIds: z.array(panelId).optional(),
    reversed: z.boolean().optional(),
    splitDirection: z.enum(['horizontal', 'vertical']).optional(),
    splitPercentage: z.number().min(0, 'must be at least 0').max(100, 'must be at most 100').optional(),
    currentPanelId: panelId.nullable().optional(),
    firstPath: layoutContainerSchema.nullable().optional(),
    secondPath: layoutContainerSchema.nullable().optional(),
  }),
);

function containerPanelIds(container: LayoutContainer | null | undefined, depth = 0): string[] {
  if (!container || depth > 64) return [];
  return [
    ...(container.panelIds ?? []),
    ...containerPanelIds(container.firstPath, depth + 1),
    ...containerPanelIds(container.secondPath, depth + 1),
  ];
}

/** The layout json {panels, containers, focusedPanelId}: every referenced panel must exist. */
export const layoutJsonSchema = z
  .strictObject({
    panels: z.array(layoutPanelSchema).max(200, 'must have at most 200 items'),
    containers: layoutContainerSchema,
    focusedPanelId: panelId.nullable(),
  })
  .superRefine((json, ctx) => {
    const ids = new Set(json.panels.map((panel) => panel.id));
    if (ids.size !== json.panels.length) {
      ctx.addIssue({ code: 'custom', path: ['panels'], message: 'must have unique ids' });
    }
    for (const id of containerPanelIds(json.containers)) {
      if (!ids.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['containers'],
          message: `must only name listed panels (unknown: ${id})`,
        });
        return;
      }
    }
    if (json.focusedPanelId !== null && !ids.has(json.focusedPanelId)) {
      ctx.addIssue({ code: 'custom', path: ['focusedPanelId'], message: 'must be the id of a panel' });
    }
  });
export type LayoutJson = z.infer<typeof layoutJsonSchema>;

export const layoutSchema = z.object({
  name: z.string(),
  projectId: objectIdSchema.nullable(),
  json: layoutJsonSchema,
});
export type Layout = z.infer<typeof layoutSchema>;
export const layoutListSchema = z.array(layoutSchema);

/** ?projectId: the project's layouts; without it, the layouts not tied to a project. */
export const layoutQuerySchema = z.strictObject({ projectId: objectIdSchema.optional() });
export const saveLayoutBodySchema = z.strictObject({
  json: layoutJsonSchema,
  projectId: objectIdSchema.nullable().optional(),
});
