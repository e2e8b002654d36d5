import type { BankCategoryDto } from '../../../api/questionBank';

/** A category with the ones under it, in the order the server listed them. */
export interface CategoryNode {
  category: BankCategoryDto;
  children: CategoryNode[];
  /** Its questions and those of every category under it. */
  total: number;
}

/**
 * The flat list the API answers as a tree. A category whose parent is missing (deleted while
 * the list was on its way) is shown at the top rather than lost.
 */
export function buildCategoryTree(categories: readonly BankCategoryDto[]): CategoryNode[] {
  const nodes = new Map(categories.map((category) => [category.categoryId, { category, children: [], total: 0 } as CategoryNode]));
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.category.parentId === null ? undefined : nodes.get(node.category.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sum = (node: CategoryNode): number =>
    (node.total = node.category.questionsCount + node.children.reduce((total, child) => total + sum(child), 0));
  roots.forEach(sum);
  return roots;
}
