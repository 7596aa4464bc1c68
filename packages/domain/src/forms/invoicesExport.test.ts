import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { invoicesExportFormDefaults, invoicesExportFormSchema, invoicesPeriodFormDefaults, invoicesPeriodFormSchema } from './invoicesExport.ts';

describe('the invoices export form (issue 24)', () => {
  it('opens on the month so far, as a sales journal', () => {
    expect(invoicesExportFormDefaults('2027-03-17')).toEqual({ from: '2027-03-01', to: '2027-03-17', format: 'csv' });
  });

  it('takes a period in order and a format, and names the field of a bad one in French', () => {
    expect(v.parse(invoicesExportFormSchema, { from: '2027-01-01', to: '2027-01-31', format: 'fec' })).toEqual({ from: '2027-01-01', to: '2027-01-31', format: 'fec' });
    const backwards = v.safeParse(invoicesExportFormSchema, { from: '2027-02-01', to: '2027-01-31', format: 'csv' });
    expect(backwards.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['to', 'La date de fin doit suivre la date de début']]);
    const missing = v.safeParse(invoicesExportFormSchema, { from: '', to: '2027-02-30', format: 'csv' });
    expect(missing.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['from', 'Date requise'], ['to', 'Date invalide']]);
  });
});

describe('the customer’s period of Factur-X files (issue 24)', () => {
  it('opens on the year so far and names a period the wrong way round under "Au"', () => {
    expect(invoicesPeriodFormDefaults('2027-03-17')).toEqual({ from: '2027-01-01', to: '2027-03-17' });
    expect(v.parse(invoicesPeriodFormSchema, { from: '2027-01-01', to: '2027-01-31' })).toEqual({ from: '2027-01-01', to: '2027-01-31' });
    const backwards = v.safeParse(invoicesPeriodFormSchema, { from: '2027-02-01', to: '2027-01-31' });
    expect(backwards.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['to', 'La date de fin doit suivre la date de début']]);
  });
});
