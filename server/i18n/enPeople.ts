/** Server messages of the student and instructor pages: invitations and blocking instructors (spread into en.ts). */
export const enPeople = {
  people: {
    invitationSent: 'A new invitation has been sent to %{email}. The earlier link no longer works.',
    invitationAccepted: 'This person has already set a password: there is nothing to resend.',
    invitationTooSoon: 'An invitation was sent less than a minute ago. Please wait a little before sending another.',
    instructorBlocked: 'The instructor has been blocked and logged out.',
    instructorUnblocked: 'The instructor has been unblocked.',
  },
};
