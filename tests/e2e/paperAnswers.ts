/**
 * A student's answers to a paper drawn from the question bank, whatever kinds were drawn: each
 * question's card says what to do (its hint, one per kind, in the page's language), and the
 * answerer does that with the control the kind has. Shared by the browser tests of bank tests.
 */
import type { Locator, Page } from 'playwright-core';
import { enQuizBankAnswers } from '../../src/i18n/enQuizBankAnswers';
import { ruQuizBankAnswers } from '../../src/i18n/ruQuizBankAnswers';

export type Language = 'en' | 'ru';
export type PaperKind = keyof typeof enQuizBankAnswers.quizBankAnswers.hint;

const HINTS = { en: enQuizBankAnswers.quizBankAnswers.hint, ru: ruQuizBankAnswers.quizBankAnswers.hint };
const MOVE_DOWN = { en: /^Move down: /, ru: /^Ниже: / };

/** A 1×1 PNG: a file answer the server's sniffing takes as an image. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const FILE_NAME = 'answer.png';
const ESSAY_TEXT = 'A closure keeps the variables of the scope it was made in.';

/** The question cards of the running attempt, descriptions included. */
function paperCards(page: Page): Locator {
  return page.getByTestId('attempt').locator('[data-testid^="question-"]');
}

/** The kind a card asks for, read from its hint; null for a description (no hint, no answer). */
async function kindOf(card: Locator, language: Language): Promise<PaperKind | null> {
  const text = await card.innerText();
  const kinds = Object.keys(HINTS[language]) as PaperKind[];
  return kinds.find((kind) => text.includes(HINTS[language][kind])) ?? null;
}

/** Answers one card as its kind asks, and answers the kind (null: a description, left alone). */
async function answerCard(card: Locator, language: Language): Promise<PaperKind | null> {
  const kind = await kindOf(card, language);
  switch (kind) {
    case null:
      return null;
    case 'ONE_FROM_LIST':
    case 'TRUE_FALSE':
      await card.getByRole('radio').first().check();
      break;
    case 'MANY_FROM_LIST':
      await card.getByRole('checkbox').first().check();
      break;
    case 'SHORT_ANSWER':
      await card.getByRole('textbox').fill('object');
      break;
    case 'NUMERICAL':
      await card.getByRole('textbox').fill('3');
      break;
    case 'ESSAY':
      await card.getByRole('textbox').fill(ESSAY_TEXT);
      break;
    case 'MATCHING':
      await answerMatching(card);
      break;
    case 'ORDERING':
      await card.getByRole('button', { name: MOVE_DOWN[language] }).first().click();
      break;
    case 'FILE_ANSWER':
      await card.locator('input[type="file"]').setInputFiles({ name: FILE_NAME, mimeType: 'image/png', buffer: TINY_PNG });
      await card.getByText(FILE_NAME).first().waitFor();
      break;
  }
  return kind;
}

/** Every left item gets a right one: the first for the first item, the next for the next, and so on. */
async function answerMatching(card: Locator): Promise<void> {
  const selects = card.locator('select');
  const count = await selects.count();
  for (let i = 0; i < count; i++) {
    const options = await selects.nth(i).locator('option').count();
    // Option 0 is 'Choose…'.
    await selects.nth(i).selectOption({ index: 1 + (i % Math.max(1, options - 1)) });
  }
}

/** A question of the paper as answered: its key (the card's and its review's test id) and its kind. */
export interface Answered {
  key: string;
  kind: PaperKind;
}

/** Answers every card of the paper, descriptions aside; answers what it answered, in the paper's order. */
export async function answerPaper(page: Page, language: Language): Promise<Answered[]> {
  const cards = paperCards(page);
  await cards.first().waitFor();
  const answered: Answered[] = [];
  const count = await cards.count();
  for (let i = 0; i < count; i++) {
    const kind = await answerCard(cards.nth(i), language);
    const key = (await cards.nth(i).getAttribute('data-testid'))!.replace(/^question-/, '');
    if (kind) answered.push({ key, kind });
  }
  await page.locator('[data-testid="save-status"][data-state="saved"]').waitFor();
  return answered;
}
