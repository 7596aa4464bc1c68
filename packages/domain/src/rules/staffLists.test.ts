import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { countLabel, exportFileName, listDayQuery, nextSort, pastEndNotice, productSearchText, readSort, searchWords, sortParam, sortQuery } from './staffLists.ts';

const KEYS = ['date', 'client'] as const;
const BY_DATE_DESC = { key: 'date', direction: 'desc' } as const;

describe('sort in the URL', () => {
  it('writes a descending sort with a leading minus, and reads it back', () => {
    expect(sortParam({ key: 'date', direction: 'desc' })).toBe('-date');
    expect(sortParam({ key: 'client', direction: 'asc' })).toBe('client');
    expect(readSort('-client', KEYS, BY_DATE_DESC)).toEqual({ key: 'client', direction: 'desc' });
    expect(readSort('client', KEYS, BY_DATE_DESC)).toEqual({ key: 'client', direction: 'asc' });
  });

  it('falls back on an unknown column or none', () => {
    expect(readSort('-password', KEYS, BY_DATE_DESC)).toEqual(BY_DATE_DESC);
    expect(readSort(null, KEYS, BY_DATE_DESC)).toEqual(BY_DATE_DESC);
  });

  it('turns the same column around, and starts another one in its first direction', () => {
    expect(nextSort(BY_DATE_DESC, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual(BY_DATE_DESC);
    expect(nextSort(BY_DATE_DESC, 'client')).toEqual({ key: 'client', direction: 'asc' });
  });

  it('refuses a column the list has not, naming the allowed values in French', () => {
    const schema = v.object({ sort: sortQuery(['date', 'client'], BY_DATE_DESC) });
    expect(v.parse(schema, {})).toEqual({ sort: BY_DATE_DESC });
    expect(v.parse(schema, { sort: 'client' })).toEqual({ sort: { key: 'client', direction: 'asc' } });
    const refused = v.safeParse(schema, { sort: 'mot_de_passe' });
    expect(refused.success).toBe(false);
    expect(refused.issues?.[0]?.message).toBe('Tri attendu : date, -date, client, -client');
  });
});

describe('a period in the URL', () => {
  const messages = (day: string) => v.safeParse(listDayQuery, day).issues?.map((issue) => issue.message);

  it('reads a real day, and nothing when absent', () => {
    expect(v.parse(listDayQuery, '2028-02-29')).toBe('2028-02-29');
    expect(v.parse(listDayQuery, undefined)).toBeUndefined();
  });

  it('refuses a day the calendar lacks as well as another format, in French', () => {
    for (const day of ['2027-13-01', '2027-02-31', '2027-02-29', '2027-04-31', '2027-00-10', '01/02/2027', '2027-1-1']) expect(messages(day), day).toEqual(['Date invalide (AAAA-MM-JJ)']);
  });
});

describe('export file names', () => {
  it('carry the Paris day, not the UTC one', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(exportFileName('journal', '2026-12-31T23:30:00Z', 'csv')).toBe('journal_2027-01-01.csv');
    expect(exportFileName('factures', '2027-06-30T21:59:00Z', 'xlsx')).toBe('factures_2027-06-30.xlsx');
  });
});

describe('list headings', () => {
  it('count in French with the singular for one', () => {
    expect(countLabel(1, 'entrée', 'entrées')).toBe('1 entrée');
    expect(countLabel(12345, 'facture', 'factures')).toBe('12\u202f345 factures');
  });

  it('say when the page asked for is past the end', () => {
    expect(pastEndNotice(40, 7)).toBe('La page 40 n’existe pas : voici la dernière page (7).');
    expect(pastEndNotice(7, 7)).toBeUndefined();
  });
});

describe('the product search text', () => {
  it('holds the reference, name, brand and EAN folded as the searched words are, capitals and accents included', () => {
    const text = productSearchText('VB-12', { name: 'Éclairage Bloc « Énergie » 12 V', brand: 'Varta', ean: '3760000000000' });
    expect(text).toBe('vb-12 eclairage bloc « energie » 12 v varta 3760000000000');
    for (const word of searchWords('énergie ÉCLAIRAGE vb-12 3760000000000')) expect(text).toContain(word);
  });

  it('holds the reference and name of a product without brand or EAN', () => {
    expect(productSearchText('P7', { name: 'Pile AA' })).toBe('p7 pile aa  ');
  });
});
