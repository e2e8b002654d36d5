/** Server messages of the user's own profile and the admins' global search (spread into en.ts). */
export const enProfile = {
  profile: {
    saved: 'Profile saved.',
    nameByAdmin: "A student's name is kept by the school's administrators: ask them to change it.",
    avatarNotFound: 'The photo must be an image you uploaded.',
    wrongPassword: 'The current password is not right.',
    samePassword: 'The new password must differ from the current one.',
    passwordChanged: 'Password changed. Your other sessions have ended.',
  },
  search: {
    tooShort: 'Type at least %{min} characters to search.',
  },
};
