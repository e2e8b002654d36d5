import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ProfileDto, ProfileInput } from '../../api/profile';
import type { LmsDataProvider } from '../../dataProvider/dataProvider';
import { notificationKeys } from '../notifications/useNotifications';
import { useServerCall } from '../useServerCall';

export const profileKeys = { profile: ['profile'] as const };

/**
 * The user's own profile and its save: the server's message as the notice, its refusal under
 * the field it names; a save refreshes the app bar (name, photo) and the notification settings
 * (whose email language is the same setting).
 */
export function useProfile() {
  const dataProvider = useDataProvider<LmsDataProvider>();
  const queryClient = useQueryClient();
  const { call, busy } = useServerCall();
  const profile = useQuery({ queryKey: profileKeys.profile, queryFn: ({ signal }) => dataProvider.getProfile(signal) });

  const save = (input: ProfileInput, onFieldError?: (field: string, message: string) => void) =>
    call(() => dataProvider.saveProfile(input), {
      refresh: false,
      onFieldError,
      onSuccess: ({ message: _message, ...saved }) => {
        queryClient.setQueryData<ProfileDto>(profileKeys.profile, saved);
        void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.settings });
      },
    });
  return { profile, save, busy };
}
