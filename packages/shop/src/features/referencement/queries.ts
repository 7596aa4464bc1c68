import { queryOptions } from '@tanstack/react-query';
import type { ReferencementTarget } from '@otech/domain';
import { fetchReferencement } from './api.ts';

/** Every cached query of the référencement, under one key prefix. */
export const referencementKeys = {
  all: ['referencement'] as const,
  page: (cible: ReferencementTarget, cle: string) => [...referencementKeys.all, cible, cle] as const,
};

export const referencementQuery = (cible: ReferencementTarget, cle: string) =>
  queryOptions({
    queryKey: referencementKeys.page(cible, cle),
    queryFn: ({ signal }) => fetchReferencement(cible, cle, signal),
  });
