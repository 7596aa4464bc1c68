import { queryOptions } from '@tanstack/react-query';
import { fetchDemoAccounts } from './demoAccounts.ts';

/** Every cached query of sign-in, under one key prefix. */
const authKeys = {
  all: ['auth'] as const,
  demoAccounts: () => [...authKeys.all, 'demoAccounts'] as const,
};

export const demoAccountsQuery = () =>
  queryOptions({ queryKey: authKeys.demoAccounts(), queryFn: ({ signal }) => fetchDemoAccounts(signal) });
