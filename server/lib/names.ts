/** A user's name as the API shows it. */
export function fullName(first: string, last: string): string {
  return `${first} ${last}`.trim();
}
