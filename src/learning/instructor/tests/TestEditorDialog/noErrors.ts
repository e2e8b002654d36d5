import type { DraftErrors } from '../testDraft';

/** No problems; one shared object, so clearing them twice does not re-render. */
export const NO_ERRORS: DraftErrors = {};
