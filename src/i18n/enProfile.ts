/** The user's own profile page (every area) and the admin's global search in the app bar. */
export const enProfile = {
  profile: {
    menu: 'Profile',
    title: 'My profile',
    photo: {
      label: 'Photo',
      hint: 'PNG, JPEG, WebP or GIF, up to 2 MB. Shown in the app bar.',
      choose: 'Choose a photo',
      replace: 'Replace',
      remove: 'Remove',
      tooLarge: 'The photo is larger than 2 MB.',
    },
    details: {
      title: 'Name and language',
      firstName: 'First name',
      lastName: 'Last name',
      nameByAdmin: "Your name is kept by the school's administrators: ask them if it needs changing.",
      language: 'Language of emails',
      save: 'Save',
    },
    password: {
      title: 'Password',
      current: 'Current password',
      new: 'New password',
      repeat: 'Repeat the new password',
      submit: 'Change password',
      hint: 'Your other sessions end when the password changes; this one stays.',
    },
    notifications: {
      title: 'Notifications',
      text: 'Choose whether notifications reach you in the app and by email.',
      open: 'Notification settings',
    },
  },
  globalSearch: {
    open: 'Search',
    label: 'Search students, instructors, groups and courses',
    placeholder: 'Search…',
    tooShort: 'Type at least %{min} characters.',
    nothing: 'Nothing found.',
    failed: 'The search failed.',
    close: 'Close',
    kinds: { student: 'Students', instructor: 'Instructors', group: 'Groups', course: 'Courses' },
  },
};
