/** Server messages of "Download all answers": the notes beside each student's files (spread into en.ts). */
export const enAnswersZip = {
  answersZip: {
    fileName: '%{task} - answers',
    student: 'Student',
    sent: 'Sent',
    status: 'Status',
    points: 'Points',
    late: 'Late by %{days} d.',
    text: 'Answer',
    links: 'Links',
    files: 'Files',
    comment: "Instructor's comment",
    missing: '(this file is no longer stored)',
    statuses: { WAITING: 'Waiting for review', ACCEPTED: 'Accepted', NOT_ACCEPTED: 'Sent back for changes' },
    answerFile: 'answer.txt',
  },
};
