import { describe, expect, it } from 'vitest';
import { filterAdminInvoices } from './adminInvoices.ts';

const factures = [
  { numero_facture: 'FA-2026-00001', client_nom: 'Électro Services', statut: 'payee' as const },
  { numero_facture: 'FA-2026-00002', client_nom: 'Garage Martin', statut: 'en_retard' as const },
  { numero_facture: 'FA-2026-00003', client_nom: 'Garage Martin', statut: 'payee' as const },
];

describe('filterAdminInvoices (/admin/factures: by statut, searched by number or client)', () => {
  it('keeps every invoice with no filter', () => {
    expect(filterAdminInvoices(factures, { statut: '', search: '' })).toEqual(factures);
  });

  it('filters by status and searches the number or the client, ignoring case and accents', () => {
    expect(filterAdminInvoices(factures, { statut: 'payee', search: '' }).map((f) => f.numero_facture)).toEqual(['FA-2026-00001', 'FA-2026-00003']);
    expect(filterAdminInvoices(factures, { statut: '', search: 'electro' }).map((f) => f.numero_facture)).toEqual(['FA-2026-00001']);
    expect(filterAdminInvoices(factures, { statut: 'payee', search: 'garage' }).map((f) => f.numero_facture)).toEqual(['FA-2026-00003']);
    expect(filterAdminInvoices(factures, { statut: '', search: ' 00002 ' }).map((f) => f.client_nom)).toEqual(['Garage Martin']);
  });
});
