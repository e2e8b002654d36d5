/** Server messages in English: the source of truth; ru.ts must match its shape. */
export const en = {
  validation: {
    emailRequired: 'Email is required!',
    emailInvalid: 'Email is not valid!',
    passwordRequired: 'Password is required!',
    passwordTooShort: 'Password must be at least 6 characters!',
    passwordTooLong: 'Password must be at most 128 characters!',
    passwordsDoNotMatch: 'Password do not match!',
    fieldRequired: 'The field "%{field}" is required.',
    fieldType: 'The field "%{field}" must be %{type}.',
    fieldTooShort: 'The field "%{field}" must be at least %{limit} characters.',
    fieldTooLong: 'The field "%{field}" must be at most %{limit} characters.',
    fieldPattern: 'The field "%{field}" has an invalid format.',
    fieldEnum: 'The field "%{field}" must be one of: %{values}.',
    fieldMinimum: 'The field "%{field}" must be at least %{limit}.',
    fieldMaximum: 'The field "%{field}" must be at most %{limit}.',
    fieldUnknown: 'The field "%{field}" is not allowed here.',
    fieldInvalid: 'The field "%{field}" is not valid.',
    bodyInvalid: 'The request body is not valid JSON.',
  },
  types: {
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
  },
  errors: {
    unauthorized: 'Please log in to continue.',
    sessionExpired: 'Your session has ended. Please log in again.',
    sessionReplaced: 'You have logged in from another account',
    forbidden: 'You do not have permission to do this.',
    notFound: 'Not found.',
    routeNotFound: 'There is no such address: %{method} %{url}.',
    invalidCredentials: 'Wrong email or password.',
    accountBlocked: 'Your account is blocked. Please contact your school administrator.',
    tooManyAttempts: 'Too many failed attempts to log in. Try again in %{minutes} min.',
    resetTokenInvalid: 'This password link is invalid, expired or already used. Please ask for a new one.',
    payloadTooLarge: 'The request is too large.',
    unsupportedMediaType: 'This content type is not supported.',
    internal: 'Something went wrong!',
  },
  messages: {
    resetLinkSent: 'If an account with this email exists, we have sent it a link to reset the password.',
    loggedOut: 'You have logged out.',
  },
  mail: {
    resetSubject: 'Reset your password at %{school}',
    resetText:
      'Hello, %{name}!\n\nSomeone (hopefully you) asked to reset the password of your account at %{school}.\n' +
      'Open this link within an hour to set a new password:\n\n%{link}\n\n' +
      'If you did not ask for it, ignore this email: your password stays the same.',
    inviteSubject: 'Your account at %{school}',
    inviteText:
      'Hello, %{name}!\n\nAn account has been created for you at %{school} as %{role}.\n' +
      'Open this link within %{days} days to set your password and log in:\n\n%{link}\n\n' +
      'If you did not expect this email, you can ignore it.',
    roleStudent: 'a student',
    roleInstructor: 'an instructor',
  },
};

export type Messages = typeof en;
