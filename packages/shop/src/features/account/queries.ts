import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from './api.ts';

/** Every cached query of the customer's own account, per signed-in user. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
};

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: accountKeys.profile(userId), queryFn: ({ signal }) => fetchProfile(signal) });
