import type { Db } from '../index.js';
import { importQuestions } from '../../routes/questionBank/importService.js';

/*
 * The demo course's question bank, written in GIFT as an instructor coming from Moodle would
 * bring it, and read by the bank's own import: one question of each kind GIFT can state, in two
 * nested categories, so the bank page has something to show and to export.
 */

const DEMO_BANK = `
$CATEGORY: JavaScript/Basics

::Declarations::Which keyword declares a variable that cannot be reassigned?{
  =const#Right: const binds once.
  ~let#let can be reassigned.
  ~var#var can be reassigned, and is function-scoped.
}

::Falsy values::Which of these values are falsy?{
  ~%50%0
  ~%50%""
  ~%-100%"false"#A non-empty string is truthy.
}

::Strict equality::In JavaScript, 1 === "1" is true.{FALSE#=== compares types too.}

::typeof null::What does typeof null return? Type the word.{=object#A famous historical quirk.}

::Array length::What is [1, 2, 3].length?{#3}

$CATEGORY: JavaScript/The DOM

::Methods::Match each method with what it does.{
  =querySelector -> finds the first matching element
  =addEventListener -> runs a function on an event
  =appendChild -> adds a node at the end
}

::Explain closures::In a few sentences, explain what a closure is and give an example.{}
`;

export async function seedDemoQuestionBank(trx: Db, demo: { schoolId: number; courseId: number; courseName: string }): Promise<void> {
  const result = await importQuestions(trx, { id: demo.courseId, schoolId: demo.schoolId, name: demo.courseName }, 'en', {
    format: 'gift',
    text: DEMO_BANK,
    dryRun: false,
  });
  // The text above is this file's own: a problem in it is a bug to see at once, not a quiet empty bank.
  if (result.errors.length) throw new Error(`The demo bank does not import: ${JSON.stringify(result.errors)}`);
}
