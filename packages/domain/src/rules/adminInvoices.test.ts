import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { AdminInvoiceListQuerySchema } from './adminInvoices.ts';

describe('the query of /admin/factures', () => {
  it('opens on the latest invoices, page 1, every status', () => {
    expect(v.parse(AdminInvoiceListQuerySchema, {})).toEqual({ search: '', statut: '', sort: { key: 'date', direction: 'desc' }, page: 1 });
  });

  it('reads a sort, a period and a page', () => {
    expect(v.parse(AdminInvoiceListQuerySchema, { sort: '-montant', from: '2027-01-01', to: '2027-01-31', page: '3', statut: 'en_retard' })).toMatchObject({
      sort: { key: 'montant', direction: 'desc' },
      from: '2027-01-01',
      page: 3,
      statut: 'en_retard',
    });
  });

  it('refuses an unknown status, a date that is not a real AAAA-MM-JJ day and a page 0, each in French', () => {
    const messages = (input: Record<string, string>) => v.safeParse(AdminInvoiceListQuerySchema, input).issues?.map((issue) => issue.message);
    expect(messages({ statut: 'perdue' })?.[0]).toMatch(/^Statut attendu : brouillon/);
    expect(messages({ from: '01/02/2027' })).toEqual(['Date invalide (AAAA-MM-JJ)']);
    expect(messages({ to: '2027-13-01' })).toEqual(['Date invalide (AAAA-MM-JJ)']);
    expect(messages({ from: '2027-02-31' })).toEqual(['Date invalide (AAAA-MM-JJ)']);
    expect(messages({ page: '0' })).toEqual(['Numéro de page attendu']);
  });
});
