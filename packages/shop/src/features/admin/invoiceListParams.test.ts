import { describe, expect, it } from 'vitest';
import { invoiceFilterParams, readInvoiceFilter } from './invoiceListParams.ts';

describe('the invoice list filter in the URL', () => {
  it('reads status, search and period back as written', () => {
    const filter = readInvoiceFilter(new URLSearchParams('statut=en_retard&search=%20martin%20&du=2027-01-01&au=2027-01-31'));
    expect(filter).toEqual({ statut: 'en_retard', search: 'martin', from: '2027-01-01', to: '2027-01-31' });
    expect(invoiceFilterParams(filter)).toEqual({ statut: 'en_retard', search: 'martin', du: '2027-01-01', au: '2027-01-31' });
  });

  it('shows every invoice for a hand-edited unknown status, a too long search or a date in another form', () => {
    expect(readInvoiceFilter(new URLSearchParams(`statut=perdue&search=${'x'.repeat(101)}&du=01/01/2027`))).toEqual({ statut: '', search: '', from: '', to: '' });
  });
});
