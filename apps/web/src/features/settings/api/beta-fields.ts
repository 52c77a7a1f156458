import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/app-context';
import { refreshUsers } from './own-user';

export interface BetaChanges {
  /** ISO date, YYYY-MM-DD. */
  dateOfBirth?: string;
  firstLanguage?: string;
  /** "H:MM" 24-hour strings. */
  workingHours?: { start: string; end: string };
}

/**
 * Saves the changed beta fields: PUT /users/date-of-birth, /users/first-language, /users/working-hours.
 * Stops at the first failure so the message names one problem.
 */
export function useUpdateBetaFields(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: BetaChanges) => {
      if (changes.dateOfBirth !== undefined)
        await api.put('/users/date-of-birth', { dateOfBirth: changes.dateOfBirth });
      if (changes.firstLanguage !== undefined)
        await api.put('/users/first-language', { firstLanguage: changes.firstLanguage });
      if (changes.workingHours !== undefined) await api.put('/users/working-hours', changes.workingHours);
    },
    onSettled: () => refreshUsers(queryClient, userId),
  });
}

/** PUT /users/skills/add or /users/skills/remove with one skill; the answer is the new list. */
export function useEditSkills(userId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, skill }: { action: 'add' | 'remove'; skill: string }) =>
      api.put<{ skills: string[] }>(`/users/skills/${action}`, { skills: [skill] }),
    onSuccess: ({ skills }) => refreshUsers(queryClient, userId, { skills }),
  });
}
