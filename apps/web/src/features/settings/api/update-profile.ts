import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/app-context';
import type { Api } from '../../../lib/api';
import { ApiError, errorMessage } from '../../../lib/api';
import { refreshUsers } from './own-user';

export interface ProfileChanges {
  bio?: string;
  username?: string;
  phone?: string;
}

export type ProfileField = keyof ProfileChanges;

export interface ProfileSaveResult {
  saved: ProfileField[];
  /** `code` is the API's error code (`moderation_rejected` when the moderator refused the text). */
  failed: Array<{ field: ProfileField; message: string; code?: string }>;
}

const CALLS: Record<ProfileField, (api: Api, value: string) => Promise<unknown>> = {
  bio: (api, bio) => api.put('/users/update-bio', { bio }),
  username: (api, username) => api.put('/users/username', { username }),
  phone: (api, phone) => api.put('/users/update-phone-number', { phone }),
};

/**
 * Saves only the changed profile fields, one call each (PUT /users/update-bio, /users/username,
 * /users/update-phone-number). One failing call does not stop the others; the result says which failed.
 */
export function useUpdateProfile(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileChanges): Promise<ProfileSaveResult> => {
      const result: ProfileSaveResult = { saved: [], failed: [] };
      for (const field of Object.keys(changes) as ProfileField[]) {
        const value = changes[field];
        if (value === undefined) continue;
        try {
          await CALLS[field](api, value);
          result.saved.push(field);
        } catch (error) {
          result.failed.push({
            field,
            message: errorMessage(error, ''),
            code: error instanceof ApiError ? error.code : undefined,
          });
        }
      }
      return result;
    },
    onSettled: () => refreshUsers(queryClient, userId),
  });
}
