/** Server messages about malformed input the JSON schemas cannot word well (spread into en.ts). */
export const enInput = {
  input: {
    idOutOfRange: 'The field "%{field}" is not a valid id: an id is a whole number from 1 to %{limit}.',
    notFinite: 'The field "%{field}" must be a number within range (Infinity and numbers like 1e400 are not accepted).',
    nulCharacter: 'The field "%{field}" must not contain the NUL character (\\0).',
    finishInPast: 'The end date cannot be in the past: choose today or a later day.',
    deadlineInPast: 'The deadline cannot be in the past: choose a moment from now on.',
    eventInPast: 'A new event cannot be over already: its end must be from now on.',
  },
};
