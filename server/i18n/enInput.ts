/** Server messages about malformed input the JSON schemas cannot word well (spread into en.ts). */
export const enInput = {
  input: {
    idOutOfRange: 'The field "%{field}" is not a valid id: an id is a whole number from 1 to %{limit}.',
    notFinite: 'The field "%{field}" must be a number within range (Infinity and numbers like 1e400 are not accepted).',
    nulCharacter: 'The field "%{field}" must not contain the NUL character (\\0).',
  },
};
