import { describe, expect, it } from 'vitest';
import { invoiceFilterSearch, readInvoiceFilter } from './invoiceListParams.ts';

describe('the invoice filter in the URL', () => {
  it('reads the status and search, and writes them back without empty values', () => {
    const filter = readInvoiceFilter(new URLSearchParams('statut=en_retard&search=%20martin%20'));
    expect(filter).toEqual({ statut: 'en_retard', search: 'martin' });
    expect(invoiceFilterSearch(filter).toString()).toBe('statut=en_retard&search=martin');
    expect(invoiceFilterSearch({ statut: '', search: '' }).toString()).toBe('');
  });

  it('shows every invoice for an unknown status or an over-long search', () => {
    expect(readInvoiceFilter(new URLSearchParams(`statut=perdue&search=${'x'.repeat(101)}`))).toEqual({ statut: '', search: '' });
  });
});
