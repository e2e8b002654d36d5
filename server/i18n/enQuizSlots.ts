/** Server messages of tests built from the question bank: their slots' rules and the bank's refusals (spread into en.ts). */
export const enQuizSlots = {
  quizSlots: {
    bankQuestionMissing: "Question %{question}: bank question #%{id} is not in this course's question bank.",
    categoryMissing: "Question %{question}: category #%{id} is not in this course's question bank.",
    descriptionPoints: 'Question %{question} is a description: it is worth 0 points.',
    drawCountInvalid: 'Question %{question} must draw from 1 to %{max} questions.',
    poolTooSmall:
      'Question %{question} draws %{count} question(s), but its category holds only %{available} (descriptions are never drawn). ' +
      'Add questions to the category, include its subcategories or draw fewer.',
    bankQuestionInUse: 'This question cannot be deleted: the test(s) %{tests} use it. Remove it from them first.',
    bankQuestionToDescription:
      'This question cannot become a description: the test(s) %{tests} ask it for points. Remove it from them first.',
    categoryInUse: 'This category cannot be deleted: the test(s) %{tests} draw questions from it. Change their random questions first.',
  },
};
