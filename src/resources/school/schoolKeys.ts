/** react-query keys of the school's settings page (react-admin's refresh reloads them with the rest). */
export const schoolKeys = { settings: ['schools', 'settings'] as const, tariffs: ['schools', 'tariffs'] as const };
