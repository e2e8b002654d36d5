import type { BankCategoryDto, BankQuestionDto } from '../../api/questionBank';
import { allow, errorResponse, idOf, type Access } from '../mockHttp';
import { instructorCourseIds } from '../store/demoCallers';
import { mockStore } from '../store/mockStore';
import { seedBank, type MockBank, type MockCategory } from './bankSeed';

/*
 * The banks live beside the mock store rather than in it, one per course, and are tied to the
 * store's learning collection: when resetMockStore() drops that collection (every test and
 * story starts afresh), the banks go with it.
 */
const banks = new WeakMap<object, Map<number, MockBank>>();

function banksNow(): Map<number, MockBank> {
  const owner = mockStore.learning;
  let map = banks.get(owner);
  if (!map) banks.set(owner, (map = new Map()));
  return map;
}

/** The course's bank, when the caller is the demo instructor and teaches it; else the server's 401, 403 or 404. */
export function ownBank(request: Request, courseId: unknown): Access<MockBank> {
  const who = allow(request, ['INSTRUCTOR']);
  if ('denied' in who) return who;
  const id = idOf(courseId);
  if (!instructorCourseIds().includes(id)) return { denied: errorResponse(request, 404, 'errors.notFound') };
  const map = banksNow();
  let bank = map.get(id);
  // Every course starts with the demo questions, as if imported once; a course of its own would start with Default only.
  if (!bank) map.set(id, (bank = seedBank()));
  return { found: bank };
}

export function pathOf(bank: MockBank, categoryId: number): string[] {
  const path: string[] = [];
  for (let c = bank.categories.find((x) => x.categoryId === categoryId); c; c = bank.categories.find((x) => x.categoryId === c!.parentId))
    path.unshift(c.name);
  return path;
}

/** A category of this bank, or the server's 404: the one check every bank handler makes of a category id. */
export function categoryIn(request: Request, bank: MockBank, categoryId: number): Access<MockCategory> {
  const category = bank.categories.find((c) => c.categoryId === categoryId);
  return category ? { found: category } : { denied: errorResponse(request, 404, 'errors.notFound') };
}

/** The category and every one under it. */
export function subtreeIds(bank: MockBank, categoryId: number): Set<number> {
  const ids = new Set([categoryId]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of bank.categories)
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.categoryId)) {
        ids.add(c.categoryId);
        grew = true;
      }
  }
  return ids;
}

export function categoryDto(bank: MockBank, category: MockCategory): BankCategoryDto {
  return {
    ...category,
    path: pathOf(bank, category.categoryId),
    questionsCount: bank.questions.filter((q) => q.categoryId === category.categoryId).length,
  };
}

export const questionDto = (bank: MockBank, question: BankQuestionDto): BankQuestionDto => ({
  ...question,
  categoryPath: pathOf(bank, question.categoryId),
});

/** The category with the path's names from the top, made where missing (as an import does). */
export function categoryAt(bank: MockBank, path: string[]): number {
  let parentId: number | null = null;
  let found = bank.categories.find((c) => c.parentId === null)!.categoryId;
  for (const [depth, name] of path.entries()) {
    const parent: number | null = depth === 0 ? null : parentId;
    let next: MockCategory | undefined = bank.categories.find((c) => c.parentId === parent && c.name === name);
    if (!next) bank.categories.push((next = { categoryId: ++bank.nextId, parentId: parent, name }));
    found = next.categoryId;
    parentId = next.categoryId;
  }
  return found;
}
