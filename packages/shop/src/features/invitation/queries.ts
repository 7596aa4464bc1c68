import { queryOptions } from '@tanstack/react-query';
import { fetchInvitation } from './api.ts';

/** Every cached query of the invitation page, under one key prefix. */
const invitationKeys = {
  all: ['invitation'] as const,
  link: (token: string) => [...invitationKeys.all, token] as const,
};

// Never reused from the cache: the link's state changes when it is used, here or in another tab.
export const invitationQuery = (token: string) => queryOptions({ queryKey: invitationKeys.link(token), queryFn: ({ signal }) => fetchInvitation(token, signal), staleTime: 0, retry: false });
