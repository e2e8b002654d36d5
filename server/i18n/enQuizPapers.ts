/** Server messages of taking tests built from the question bank (spread into en.ts). */
export const enQuizPapers = {
  quizPapers: {
    poolTooSmall:
      'This test cannot be started now: question %{question} draws %{count} questions from the category "%{category}", which has only %{available}. Tell your instructor.',
    unknownQuestion: 'Question %{question} is not on your test paper.',
    wrongShape: 'The answer to question %{question} is not of the kind this question takes.',
    unknownId: 'An answer to question %{question} names a choice the question does not have.',
    oneChoiceOnly: 'Question %{question} takes only one answer.',
    tooLong: 'The answer to question %{question} is too long.',
    fileNotFound: 'Question %{question}: file %{id} is not a file you uploaded.',
  },
};
