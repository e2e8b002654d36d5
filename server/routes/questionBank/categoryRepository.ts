import { normalizeLanguage, type Language } from '../../../src/api/constants.js';
import { BANK_CATEGORY_MAX_DEPTH, type BankCategoryDto } from '../../../src/api/questionBank.js';
import type { Db } from '../../db/index.js';
import { t } from '../../i18n/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { CourseAccess } from '../../lib/courseAccess.js';
import { refuseIfUsed, renewTestsOfCategories } from './bankUsage.js';

/*
 * The categories of a course's bank: a small tree (tens of nodes), read whole and walked in
 * memory. Every course has at least one top category: the first read creates "Default" in the
 * reader's language, so an import or a new question always has somewhere to go.
 */

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
}

export interface CategoryTree {
  nodes: Map<number, CategoryNode>;
  /** Names from the top down to the category. */
  pathOf(id: number): string[];
  /** The category and everything under it. */
  subtreeOf(id: number): number[];
}

export function treeOf(rows: CategoryNode[]): CategoryTree {
  const nodes = new Map(rows.map((row) => [row.id, row]));
  const children = new Map<number | null, number[]>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  const pathOf = (id: number): string[] => {
    const path: string[] = [];
    // Bounded: a cycle cannot be stored (moves are checked), but a walk never trusts that.
    for (
      let node = nodes.get(id);
      node && path.length <= BANK_CATEGORY_MAX_DEPTH;
      node = node.parentId ? nodes.get(node.parentId) : undefined
    ) {
      path.unshift(node.name);
    }
    return path;
  };
  const subtreeOf = (id: number): number[] => {
    const out: number[] = [];
    const queue = [id];
    while (queue.length) {
      const next = queue.shift()!;
      out.push(next);
      queue.push(...(children.get(next) ?? []));
    }
    return out;
  };
  return { nodes, pathOf, subtreeOf };
}

export async function categoryRows(db: Db, courseId: number): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('question_categories')
    .select(['id', 'parent_id', 'name'])
    .where('course_id', '=', courseId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name }));
}

/**
 * The course's tree, with the default top category made on first use. Made here, not with the
 * course, because courses come from several paths (the form, the demo seed, a school's import):
 * one place covers them all. Its name is in the school's language, so it is the same whoever
 * looks first.
 */
export async function loadTree(db: Db, course: CourseAccess): Promise<CategoryTree> {
  let rows = await categoryRows(db, course.id);
  if (!rows.length) {
    const school = await db.selectFrom('schools').select('language').where('id', '=', course.schoolId).executeTakeFirstOrThrow();
    await db
      .insertInto('question_categories')
      .values({
        school_id: course.schoolId,
        course_id: course.id,
        parent_id: null,
        name: t(normalizeLanguage(school.language), 'questionBank.defaultCategory'),
      })
      // Two first readers at once: the unique name index keeps one.
      .onConflict((oc) => oc.doNothing())
      .execute();
    rows = await categoryRows(db, course.id);
  }
  return treeOf(rows);
}

/** The categories of the tree (the request's, read once) with their paths and question counts, top to bottom as a tree reads. */
export async function listCategories(db: Db, course: CourseAccess, tree: CategoryTree, lang: Language): Promise<BankCategoryDto[]> {
  const counts = await db
    .selectFrom('bank_questions')
    .select(['category_id', db.fn.countAll<number>().as('n')])
    .where('course_id', '=', course.id)
    .groupBy('category_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.category_id, Number(c.n)]));
  const out = [...tree.nodes.values()].map((node) => ({
    categoryId: node.id,
    parentId: node.parentId,
    name: node.name,
    path: tree.pathOf(node.id),
    questionsCount: countOf.get(node.id) ?? 0,
  }));
  return out.sort((a, b) => a.path.join('\u0000').localeCompare(b.path.join('\u0000'), lang) || a.categoryId - b.categoryId);
}

/** A category of this course, or 404. */
export function categoryIn(tree: CategoryTree, categoryId: number): CategoryNode {
  const node = tree.nodes.get(categoryId);
  if (!node) throw notFound();
  return node;
}

function siblingNameTaken(tree: CategoryTree, parentId: number | null, name: string, except?: number): boolean {
  const folded = name.trim().toLocaleLowerCase();
  return [...tree.nodes.values()].some((n) => n.parentId === parentId && n.id !== except && n.name.toLocaleLowerCase() === folded);
}

/** Checks a new or renamed category (`renamedId`): a parent of this course, not too deep, a name free among its siblings. */
export function checkPlace(tree: CategoryTree, name: string, parentId: number | null, renamedId?: number): void {
  if (parentId !== null && renamedId === undefined) {
    categoryIn(tree, parentId);
    if (tree.pathOf(parentId).length + 1 > BANK_CATEGORY_MAX_DEPTH) {
      throw badRequest('questionBank.categoryTooDeep', 'parentId', { limit: BANK_CATEGORY_MAX_DEPTH });
    }
  }
  if (siblingNameTaken(tree, parentId, name, renamedId)) throw badRequest('questionBank.categoryNameTaken', 'name', { name: name.trim() });
}

/** Adds a category, and to the request's tree too, so the request reads the bank once. */
export async function insertCategory(
  db: Db,
  course: CourseAccess,
  tree: CategoryTree,
  name: string,
  parentId: number | null,
): Promise<number> {
  const row = await db
    .insertInto('question_categories')
    .values({ school_id: course.schoolId, course_id: course.id, parent_id: parentId, name: name.trim() })
    .returning('id')
    .executeTakeFirstOrThrow();
  tree.nodes.set(row.id, { id: row.id, parentId, name: name.trim() });
  return row.id;
}

/** Renames a category (in the request's tree too); the tests that show its path or a path under it get a new structure version in the same transaction. */
export async function renameCategory(db: Db, tree: CategoryTree, courseId: number, id: number, name: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('question_categories')
      .set({ name: name.trim() })
      .where('id', '=', id)
      .where('course_id', '=', courseId)
      .execute();
    await renewTestsOfCategories(trx, tree.subtreeOf(id));
  });
  const node = tree.nodes.get(id);
  if (node) tree.nodes.set(id, { ...node, name: name.trim() });
}

/** Deletes an empty category; a last top category stays, so the bank always has one. */
export async function deleteCategory(db: Db, tree: CategoryTree, courseId: number, id: number): Promise<void> {
  const node = categoryIn(tree, id);
  const hasChildren = [...tree.nodes.values()].some((n) => n.parentId === id);
  const question = await db.selectFrom('bank_questions').select('id').where('category_id', '=', id).limit(1).executeTakeFirst();
  if (hasChildren || question) throw badRequest('questionBank.categoryNotEmpty');
  const tops = [...tree.nodes.values()].filter((n) => n.parentId === null);
  if (node.parentId === null && tops.length === 1) throw badRequest('questionBank.categoryLastTop');
  await db.transaction().execute(async (trx) => {
    // Locked first: a test being saved with a draw from it holds it (share) until it commits, and is then found.
    await trx.selectFrom('question_categories').select('id').where('id', '=', id).where('course_id', '=', courseId).forUpdate().execute();
    await refuseIfUsed(trx, { categoryId: id });
    await trx.deleteFrom('question_categories').where('id', '=', id).where('course_id', '=', courseId).execute();
  });
}

/**
 * The category at a path of names, creating what is missing (an import's $CATEGORY). An empty
 * path is the first top category. Names compare case-insensitively, as the unique index does.
 */
export async function categoryAtPath(db: Db, course: CourseAccess, tree: CategoryTree, path: string[]): Promise<number> {
  const tops = [...tree.nodes.values()].filter((n) => n.parentId === null).sort((a, b) => a.id - b.id);
  if (!path.length) return tops[0].id;
  let parentId: number | null = null;
  for (const raw of path.slice(0, BANK_CATEGORY_MAX_DEPTH)) {
    const name = raw.trim() || '-';
    const folded = name.toLocaleLowerCase();
    const found = [...tree.nodes.values()].find((n) => n.parentId === parentId && n.name.toLocaleLowerCase() === folded);
    if (found) {
      parentId = found.id;
      continue;
    }
    parentId = await insertCategory(db, course, tree, name, parentId);
  }
  return parentId!;
}
