/**
 * The strings every page outside the areas needs: the app itself, the login, forgot and reset
 * password pages, and the form validation messages shared with the areas.
 */
export const enCore = {
  app: {
    name: 'Online School',
    loading: 'Loading…',
    loadFailed: 'This page could not load. Check your connection and try again.',
    retry: 'Try again',
    close: 'Close',
    language: 'Language',
    languages: { en: 'English', ru: 'Русский' },
    logout: 'Log out',
    errors: {
      generic: 'Something went wrong!',
      network: 'No connection to the server. Check your internet connection and try again.',
    },
    roles: { ADMIN: 'Administrator', INSTRUCTOR: 'Instructor', STUDENT: 'Student' },
  },
  auth: {
    login: {
      title: 'Log in',
      subtitle: 'Welcome! Log in to your school account.',
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      forgot: 'Forgot password?',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      signUp: 'Create a school',
    },
    forgot: {
      title: 'Forgot password',
      text: 'Enter the email of your account and we will send you a link to set a new password.',
      submit: 'Send link',
      cancel: 'Cancel',
    },
    reset: {
      title: 'Create a new password',
      text: 'Choose a new password of at least 6 characters.',
      password: 'New password',
      confirm: 'Repeat the password',
      submit: 'Save and log in',
      backToLogin: 'Back to login',
      checking: 'Checking the link…',
      invalidTitle: 'This link no longer works',
    },
  },
  validation: {
    emailRequired: 'Email is required!',
    emailInvalid: 'Email is not valid!',
    passwordRequired: 'Password is required!',
    passwordTooShort: 'Password must be at least 6 characters!',
    passwordTooLong: 'Password must be at most 128 characters!',
    passwordsDoNotMatch: 'Password do not match!',
    languageRequired: 'Language is required!',
    groupNameRequired: 'Group name is required!',
    courseNameRequired: 'Course name is required!',
    nameRequired: 'First name is required!',
    lastNameRequired: 'Last name is required!',
    textRequired: 'Text is required!',
    studyFormatRequired: 'Study format is required!',
    dateInvalid: 'Enter a whole date (dd/mm/yyyy)!',
    // The server's words (input.finishInPast), so the field says before a save what the save would answer.
    finishInPast: 'The end date cannot be in the past: choose today or a later day.',
    phoneInvalid: 'Phone number is not valid!',
    tooLong: 'At most %{max} characters!',
  },
};
