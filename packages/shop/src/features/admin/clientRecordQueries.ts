import { queryOptions } from '@tanstack/react-query';
import { fetchRepresentatives } from './clientRecordApi.ts';
import { adminKeys } from './queries.ts';

/** The "Représentant" choices: the active Commercial staff, read again when the team changes. */
export const representativesQuery = () =>
  queryOptions({ queryKey: [...adminKeys.staff(), 'representatives'] as const, queryFn: ({ signal }) => fetchRepresentatives(signal), select: (staff) => staff.map((member) => member.name) });
