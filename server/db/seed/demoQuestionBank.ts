import type { Db } from '../index.js';
import { importQuestions } from '../../routes/questionBank/importService.js';

/*
 * The demo course's question bank, written in GIFT as an instructor coming from Moodle would
 * bring it, and read by the bank's own import: one question of each kind GIFT can state, in
 * nested categories (one of them in Russian), a description to open a test with, and an ordering
 * question from Moodle XML (GIFT has none), so the bank page has every kind to show and export.
 */

const DEMO_BANK = `
$CATEGORY: JavaScript

::Before you start::Answer in JavaScript's own terms\\: variable, function, object. No calculator is needed.

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

$CATEGORY: JavaScript/Основы по-русски

::Блочная область::Какое ключевое слово объявляет переменную с блочной областью видимости, которую можно переприсвоить?{
  =let#Верно: let можно переприсвоить.
  ~const#const нельзя переприсвоить.
  ~var#var видна во всей функции.
}

::Нестрогое сравнение::Выражение [] \\=\\= false в JavaScript истинно.{TRUE#Нестрогое сравнение приводит оба значения к числу 0.}

::Длина строки::Чему равно "привет".length?{#6}
`;

/** Moodle's ordering question (qtype_ordering), which GIFT cannot state, in Moodle XML. */
const DEMO_ORDERING = `<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/JavaScript/The DOM</text></category></question>
  <question type="ordering">
    <name><text>Event flow</text></name>
    <questiontext format="plain_text"><text>Put the phases of a click event in the order they happen.</text></questiontext>
    <defaultgrade>3</defaultgrade>
    <answer fraction="1" format="plain_text"><text>Capturing, from the window down</text></answer>
    <answer fraction="2" format="plain_text"><text>At the target</text></answer>
    <answer fraction="3" format="plain_text"><text>Bubbling, back up to the window</text></answer>
  </question>
</quiz>
`;

export async function seedDemoQuestionBank(trx: Db, demo: { schoolId: number; courseId: number; courseName: string }): Promise<void> {
  const course = { id: demo.courseId, schoolId: demo.schoolId, name: demo.courseName };
  for (const [format, text] of [
    ['gift', DEMO_BANK],
    ['moodlexml', DEMO_ORDERING],
  ] as const) {
    const result = await importQuestions(trx, course, 'en', { format, text, dryRun: false });
    // The texts above are this file's own: a problem in one is a bug to see at once, not a quiet empty bank.
    if (result.errors.length) throw new Error(`The demo bank does not import: ${JSON.stringify(result.errors)}`);
  }
}
