import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../api/audit';

/** The action filter's options, worded by `audit.actions.*`. */
export const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: `audit.actions.${id}` }));

/** The kind-of-thing filter's options, worded by `audit.entities.*`. */
export const entityChoices = AUDIT_ENTITIES.map((id) => ({ id, name: `audit.entities.${id}` }));
