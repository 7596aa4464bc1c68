import { queryOptions } from '@tanstack/react-query';
import { fetchOrderFormFacts, fetchOrderingSettings } from './api.ts';

/** Every cached query of ordering. */
export const orderingKeys = {
  all: ['ordering'] as const,
  settings: () => [...orderingKeys.all, 'settings'] as const,
  form: (userId: string) => [...orderingKeys.all, 'form', userId] as const,
};

/** Whether online ordering is open: the same for everyone, read once per session. */
export const orderingSettingsQuery = () =>
  queryOptions({ queryKey: orderingKeys.settings(), queryFn: ({ signal }) => fetchOrderingSettings(signal), staleTime: Infinity });

export const orderFormQuery = (userId: string) =>
  queryOptions({ queryKey: orderingKeys.form(userId), queryFn: ({ signal }) => fetchOrderFormFacts(signal) });
