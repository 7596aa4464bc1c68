import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { isCalendarDate, TEXT_LIMITS } from './limits.ts';
import { ClientInputSchema } from './schemas/client.ts';
import { FacturePaiementSchema, FactureSchema } from './schemas/facture.ts';
import { ProductSchema } from './schemas/product.ts';
import { validate } from './schemas/issues.ts';

describe('isCalendarDate', () => {
  it('accepts real dates, with or without a time', () => {
    for (const value of ['2026-01-31', '2024-02-29', '2025-03-14T09:30:00.000Z', '2025-03-14T09:30:00+01:00']) expect(isCalendarDate(value), value).toBe(true);
  });

  it('refuses impossible months, days and times', () => {
    for (const value of ['2026-99-99', '2026-13-01', '2025-02-29', '2025-04-31', '2025-03-14T25:99', 'demain']) expect(isCalendarDate(value), value).toBe(false);
  });
});

const issuesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map((issue) => `${issue.field}: ${issue.message}`);
};

describe('entity schemas bound every stored text and number', () => {
  const client = { pseudo: 'JEAND', societe: 'Dupont', email: 'jean@dupont.fr' };

  it('refuses a client text over a line, and keeps special instructions to the long limit', () => {
    expect(issuesOf(ClientInputSchema, { ...client, societe: 'x'.repeat(32_000) })).toEqual([`societe: expected ${TEXT_LIMITS.line} characters or less, got 32000`]);
    expect(issuesOf(ClientInputSchema, { ...client, instructions_speciales: 'x'.repeat(TEXT_LIMITS.long) })).toEqual([]);
    expect(issuesOf(ClientInputSchema, { ...client, instructions_speciales: 'x'.repeat(TEXT_LIMITS.long + 1) })).toHaveLength(1);
  });

  it('refuses a product description beyond the long limit and a list of a thousand features', () => {
    const product = { id: 'P1', reference: 'P1', name: 'Pile', category: 'vp', price: 1 };
    expect(issuesOf(ProductSchema, { ...product, description: 'x'.repeat(TEXT_LIMITS.long + 1) })).toHaveLength(1);
    expect(issuesOf(ProductSchema, { ...product, features: Array.from({ length: 1000 }, () => 'f') })).toHaveLength(1);
  });

  it('refuses an impossible invoice date and an out-of-range amount, naming the field', () => {
    const facture = { id: 'f1', numero_facture: 'FA-2026-00001', statut: 'envoyee', client_nom: 'Dupont', date_facture: '2026-01-15', montant_ttc: 12 };
    expect(issuesOf(FactureSchema, facture)).toEqual([]);
    expect(issuesOf(FactureSchema, { ...facture, date_facture: '2026-99-99' })).toEqual(['date_facture: expected an ISO date, got "2026-99-99"']);
    expect(issuesOf(FacturePaiementSchema, { montant: 1e15, date_paiement: '2026-01-15', mode: 'virement' })[0]).toMatch(/^montant: expected a number of 10000000 or less/);
  });
});
