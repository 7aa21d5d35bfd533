import type { McpCategory, MultifatorialCategory } from 'contracts';
import type { AnalysisCategory } from './category.entity.js';

/** An MCP's category as the MCP calls answer it. */
export const mcpCategoryView = (category: AnalysisCategory): McpCategory => ({
  id: category.id,
  version: category.version,
  mcpId: category.mcpId!,
  name: category.name,
  color: category.color,
});

/** A multifatorial's category as the Multifatorial calls answer it. */
export const multifatorialCategoryView = (category: AnalysisCategory): MultifatorialCategory => ({
  id: category.id,
  version: category.version,
  multifatorialId: category.multifatorialId!,
  name: category.name,
  color: category.color,
  mcpCategoryId: category.mcpCategoryId,
});

/** `/api/category/{id}/` answers the view of the category's own analysis kind. */
export const categoryView = (category: AnalysisCategory): McpCategory | MultifatorialCategory =>
  category.mcpId !== null ? mcpCategoryView(category) : multifatorialCategoryView(category);
