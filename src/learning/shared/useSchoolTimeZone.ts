import { useGetIdentity } from 'react-admin';
import type { MeResponse } from '../../api/types';
import { browserTimeZone, isValidTimeZone } from '../../api/schoolTime';

/**
 * The school's timezone (GET /auth/me → school.timezone), in which lesson dates are shown and
 * typed; the browser's own until it is known, or if the server sends none or an unknown one.
 */
export function useSchoolTimeZone(): string {
  const { data } = useGetIdentity();
  const zone = (data as Partial<MeResponse> | undefined)?.school?.timezone;
  return isValidTimeZone(zone) ? zone : browserTimeZone();
}
