/** Server messages of schools as tenants: sign-up, plans and their limits, settings (spread into en.ts). */
export const enSchools = {
  schools: {
    domain: {
      required: 'The domain is required.',
      tooShort: 'The domain must be at least 3 characters.',
      tooLong: 'The domain must be at most 30 characters.',
      uppercase: 'The domain must be in lowercase letters.',
      characters: 'The domain may contain only Latin letters a–z, digits and hyphens.',
      hyphenEdge: 'The domain cannot start or end with a hyphen.',
      taken: 'The domain "%{domain}" is already taken.',
      reserved: 'The domain "%{domain}" is reserved.',
      available: 'The domain "%{domain}" is available.',
    },
    timezoneInvalid: 'The timezone "%{value}" is not a known IANA timezone (e.g. Europe/Moscow).',
    tariffNotFound: 'The chosen plan does not exist.',
    termsRequired: 'You must accept the terms of use.',
    themeColorInvalid: 'The colour must be written as #rrggbb.',
    logoTooLarge: 'The logo must be at most %{kb} KB.',
    faviconTooLarge: 'The favicon must be at most %{kb} KB.',
    imageNotFound: 'The image was not found. Please upload it again.',
    // The same answer whether or not the address already has an account.
    checkEmail: 'Check your email: we have sent a message to %{email}. Follow the link in it to finish creating your school.',
    confirmInvalid: 'This confirmation link is invalid or has already been used. Log in, or sign up again.',
    confirmMail: {
      subject: 'Confirm your school "%{school}"',
      text: 'Hello, %{name}!\n\nTo finish creating your school "%{school}", open this link within %{days} days:\n%{link}\n\nIf you did not sign up, ignore this message: nothing will be created in your name.',
    },
    attemptMail: {
      subject: 'Someone tried to sign up a school with your email',
      text: 'Hello!\n\nSomeone tried to create a school with the email %{email}, which already has an account. No school was created.\n\nIf it was you, log in at %{login}, or reset your password from the login page if you have forgotten it.\nIf it was not you, you can ignore this message.',
    },
    created: 'Your school "%{name}" has been created.',
    saved: 'The school settings have been saved.',
    tariffChanged: 'Your school is now on the %{plan} plan.',
  },
  tariffs: {
    names: { free: 'Free', standard: 'Standard', pro: 'Pro' },
  },
  tariffLimits: {
    students: 'Your plan (%{plan}) allows %{limit} students; this would make %{total}.',
    instructors: 'Your plan (%{plan}) allows %{limit} instructors; this would make %{total}.',
    storage: 'Your plan (%{plan}) allows %{limit} MB of files; this upload would make %{total} MB.',
    changeStudents: 'The %{plan} plan allows %{limit} students; your school has %{total}. Remove some before changing plans.',
    changeInstructors: 'The %{plan} plan allows %{limit} instructors; your school has %{total}. Remove some before changing plans.',
    changeStorage: 'The %{plan} plan allows %{limit} MB of files; your school stores %{total} MB. Delete some before changing plans.',
  },
};
