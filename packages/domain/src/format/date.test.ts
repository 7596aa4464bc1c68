import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMonthAbbreviation, formatMonthYear, isoDay, parisYear } from './date.ts';

describe('formatDate (spec 3 §9: dd/MM/yyyy, Paris time)', () => {
  it('pads day and month to 2 digits', () => {
    expect(formatDate('2025-03-05T10:00:00Z')).toBe('05/03/2025');
    expect(formatDate(new Date('2025-12-31T12:00:00Z'))).toBe('31/12/2025');
  });

  it('takes the Paris day, not the UTC day, in winter and in summer', () => {
    expect(formatDate('2025-03-05T23:30:00Z')).toBe('06/03/2025');
    expect(formatDate('2025-07-14T21:59:00Z')).toBe('14/07/2025');
    expect(formatDate('2025-07-14T22:00:00Z')).toBe('15/07/2025');
  });

  it('rejects a text that is no date, naming it', () => {
    expect(() => formatDate('hier')).toThrow('Invalid date: hier');
  });
});

describe('formatDateTime (spec 2 §2.2: dd/MM/yyyy à HH:mm)', () => {
  it('writes the Paris hour on 24 hours', () => {
    expect(formatDateTime('2025-03-05T13:07:00Z')).toBe('05/03/2025 à 14:07');
    expect(formatDateTime('2025-03-05T23:30:00Z')).toBe('06/03/2025 à 00:30');
    expect(formatDateTime('2025-08-01T20:45:00Z')).toBe('01/08/2025 à 22:45');
  });
});

describe('isoDay (spec 2 §7.1: date_facture YYYY-MM-DD)', () => {
  it('is the Paris calendar day', () => {
    expect(isoDay('2025-03-05T23:30:00Z')).toBe('2025-03-06');
    expect(isoDay('2025-03-05T10:00:00Z')).toBe('2025-03-05');
  });
});

describe('long dates (spec 2 §9: day, long month, year)', () => {
  it('writes the month in full, in lowercase', () => {
    expect(formatLongDate('2025-03-05T10:00:00Z')).toBe('5 mars 2025');
    expect(formatLongDate('2025-02-28T23:30:00Z')).toBe('1 mars 2025');
    expect(formatMonthYear('2023-08-16T10:00:00Z')).toBe('août 2023');
  });
});

describe('formatMonthAbbreviation (spec 3 §7: months in French abbreviations)', () => {
  it.each([
    [0, 'janv.'],
    [1, 'févr.'],
    [2, 'mars'],
    [3, 'avr.'],
    [4, 'mai'],
    [5, 'juin'],
    [6, 'juil.'],
    [7, 'août'],
    [8, 'sept.'],
    [9, 'oct.'],
    [10, 'nov.'],
    [11, 'déc.'],
  ])('month %i is %s', (month, label) => {
    expect(formatMonthAbbreviation(new Date(Date.UTC(2025, month, 15)))).toBe(label);
  });
});

describe('parisYear (the footer\'s copyright year, issue 27)', () => {
  it('is the year of the Paris day', () => {
    expect(parisYear('2026-07-01T10:00:00Z')).toBe(2026);
    expect(parisYear('2026-12-31T23:30:00Z')).toBe(2027);
  });
});
