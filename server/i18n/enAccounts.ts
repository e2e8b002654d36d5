/** Server messages about who holds an email address, worded to tell nothing of other schools (spread into en.ts). */
export const enAccounts = {
  accounts: {
    // An address of another school's account: the caller is not told that it has an account.
    emailUnavailable: 'The email %{email} cannot be used here. Please enter another address.',
  },
};
