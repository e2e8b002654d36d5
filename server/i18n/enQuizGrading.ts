/** Server messages of grading essays and file answers by hand (spread into en.ts). */
export const enQuizGrading = {
  quizGrading: {
    graded: 'The points have been saved.',
    oneTarget: 'Name the answer to grade: give either questionId or questionKey, not both.',
    notGradedByHand: 'Only essays and file answers are graded by hand (questionKey).',
    nothingToGrade: 'The student gave no answer to this question: there is nothing to grade.',
    attemptNotFound: 'The student has no attempt with this number at the test.',
  },
};
