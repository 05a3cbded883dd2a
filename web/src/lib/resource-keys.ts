import { queryOptions } from '@tanstack/react-query';

/**
 * The query keys of one listed resource under `root`: a change to any record invalidates `lists()`, so
 * that the user's list and the administrators' list both refresh.
 */
export function resourceKeys<Root extends string>(root: Root) {
  const all = [root] as const;
  const lists = () => [...all, 'list'] as const;
  return {
    all,
    lists,
    /** The signed-in user's own records, per user, so that a list never outlives its owner's session. */
    own: (userId: string) => [...lists(), 'own', userId] as const,
    /** Every record, for administrators. */
    everyone: () => [...lists(), 'all'] as const,
  };
}

type ListKeys = { own: (userId: string) => readonly unknown[]; everyone: () => readonly unknown[] };

/**
 * The two list queries of a resource whose `GET` answers the signed-in user's records, or everyone's to
 * an administrator: `own(userId)` cuts that list down to the user's own, `everyone` keeps it whole.
 * Both are fresh for a few seconds, so that a list the area's loader has just fetched is not fetched again on mount.
 */
export function listQueries<Item extends { ownerId: string }>(keys: ListKeys, fetchList: () => Promise<Item[]>) {
  return {
    own: (userId: string) =>
      queryOptions({
        queryKey: keys.own(userId),
        queryFn: async () => (await fetchList()).filter((item) => item.ownerId === userId),
        staleTime: 5000,
      }),
    everyone: queryOptions({ queryKey: keys.everyone(), queryFn: fetchList, staleTime: 5000 }),
  };
}
