/**
 * The strings of the bank's questions in a test (issue 17): each kind's answer control while a
 * student takes the test, and the review of a finished attempt (shared with the instructor's
 * view of a student's answers).
 */
export const enQuizBankAnswers = {
  quizBankAnswers: {
    information: 'Information',
    hint: {
      ONE_FROM_LIST: 'Choose one answer.',
      MANY_FROM_LIST: 'Choose one or more answers.',
      TRUE_FALSE: 'Choose true or false.',
      SHORT_ANSWER: 'Type a word or a short phrase.',
      NUMERICAL: 'Type a number.',
      MATCHING: 'Choose the match of each item.',
      ORDERING: 'Put the items in the right order with the Move up and Move down buttons.',
      ESSAY: 'Write your answer. The instructor grades it.',
      FILE_ANSWER: 'Attach your answer as files. The instructor grades it.',
    },
    shortLabel: 'Answer to question %{number}',
    numberLabel: 'Number for question %{number}',
    numberHint: 'A decimal point or comma, e.g. 3.5 or 3,5',
    notANumber: 'This is not a number yet: digits, with a decimal point or comma.',
    matchChoose: 'Choose…',
    moveUp: 'Move up: %{text} (now %{position})',
    moveDown: 'Move down: %{text} (now %{position})',
    moved: '%{text} moved to place %{position} of %{total}',
    essayLabel: 'Answer to question %{number}',
    characterLimit: '%{count} of %{limit} characters',
    essayTooLong:
      'Too long: shorten the answer to at most %{limit} characters. Until then the last text within the limit is the one saved.',
    stillUploading: 'A file is still uploading: the test can be submitted once it is up.',
    review: {
      yourAnswer: 'Your answer',
      noAnswerOwn: 'You did not answer this question.',
      awaitingGrading: 'Awaiting the instructor’s grading',
      moreLater: 'More of the review (answers, right answers or feedback) will show after %{date}.',
      hiddenNow: 'The review of your answers is not shown for this test.',
    },
  },
};
