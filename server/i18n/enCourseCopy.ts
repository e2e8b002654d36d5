/** Server messages of a course's copy for a new term and of archiving (spread into en.ts). */
export const enCourseCopy = {
  courseCopy: {
    copied: 'The course has been copied as "%{name}".',
    archivedNow: 'The course has been archived: it is read-only and stays in ratings and analytics.',
    unarchived: 'The course is in use again.',
    archived: 'This course is archived and read-only. An administrator can bring it back into use.',
  },
};
