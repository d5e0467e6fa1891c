import type { GoalOnWall, MyGoals } from '@contract/schemas/goals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Switches a goal's "Did I change?" line on the member's wall on or off. The goals page takes the saved
 * switch; public profiles already read (the member's own wall) are read again.
 */
export function useSetGoalOnWall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GoalOnWall) => callApi('setGoalOnWall', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyGoals>(queryKeys.me.detail('goals'), (goals) =>
        goals
          ? {
              ...goals,
              goals: goals.goals.map((g) => (g.tag === saved.goal ? { ...g, onWall: saved.shown } : g)),
            }
          : goals,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.details() });
    },
  });
}
