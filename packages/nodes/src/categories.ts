import type { NodeModule } from '@nodeloom/engine';

export interface NodeCategory {
  /** the category name of node-catalogue.md */
  name: string;
  modules: NodeModule[];
}

// Each category folder exports `modules`; add a line here when a category lands.
export const categories: NodeCategory[] = [];
