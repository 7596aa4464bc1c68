import { queryOptions } from '@tanstack/react-query';
import { fetchAccountSettings, fetchProfile } from './api.ts';

/** Every cached query of the customer's own account, per signed-in user. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
  settings: (userId: string) => [...accountKeys.all, 'settings', userId] as const,
};

export const profileQuery = (userId: string) =>
  queryOptions({ queryKey: accountKeys.profile(userId), queryFn: ({ signal }) => fetchProfile(signal) });

export const accountSettingsQuery = (userId: string) =>
  queryOptions({ queryKey: accountKeys.settings(userId), queryFn: ({ signal }) => fetchAccountSettings(signal) });
