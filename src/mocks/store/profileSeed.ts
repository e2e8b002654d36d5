import { ROLES, type Role } from '../../api/constants';
import { canChangeOwnName, type ProfileDto } from '../../api/profile';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../builders/builders';

/** A demo account's profile as the mock server keeps it, with its password. */
export interface MockProfile extends ProfileDto {
  password: string;
}

export interface MockProfiles {
  accounts: Record<Role, MockProfile>;
  /** Photos uploaded (kind=avatar): their links by file id. */
  uploads: Map<number, string>;
}

/** Each demo account's profile as seeded: no photo, English emails, the demo password. */
export function seedProfiles(): MockProfiles {
  const accounts = Object.fromEntries(
    ROLES.map((role, index) => {
      const account = DEMO_ACCOUNTS[role];
      const profile: MockProfile = {
        id: index + 1,
        role,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        language: 'en',
        avatarId: 0,
        avatarLink: null,
        canChangeName: canChangeOwnName(role),
        password: DEMO_PASSWORD,
      };
      return [role, profile];
    }),
  ) as Record<Role, MockProfile>;
  return { accounts, uploads: new Map() };
}
