import { describe, expect, it } from 'vitest';
import { nextNumber, parseDocumentNumber } from './documentNumbers.ts';

describe('nextNumber (issue 24: one gapless sequence per series and year)', () => {
  it('starts each series and year at 00001', () => {
    expect(nextNumber('FA', 2027, [])).toBe('FA-2027-00001');
    expect(nextNumber('AV', 2027, ['FA-2027-00004'])).toBe('AV-2027-00001');
    expect(nextNumber('FA', 2028, ['FA-2027-00004'])).toBe('FA-2028-00001');
  });

  it('follows the highest number of the series and year, by value not by text', () => {
    expect(nextNumber('FA', 2027, ['FA-2027-00009', 'FA-2027-00010', 'AV-2027-00040'])).toBe('FA-2027-00011');
    expect(nextNumber('CMD', 2026, ['CMD-2026-00007', undefined, 'CMD-2025-00099'])).toBe('CMD-2026-00008');
    expect(nextNumber('FA', 2027, ['FA-2027-99999'])).toBe('FA-2027-100000');
  });

  it('ignores numbers of another shape', () => {
    expect(nextNumber('FA', 2027, ['FA-2027-ABC', 'XFA-2027-00050', ''])).toBe('FA-2027-00001');
    expect(parseDocumentNumber('AV-2027-00012')).toEqual({ series: 'AV', year: 2027, rank: 12 });
    expect(parseDocumentNumber('FA-27-1')).toBeUndefined();
  });

  it('numbers delivery notes in their own series', () => {
    expect(nextNumber('BL', 2027, ['BL-2027-00002', 'FA-2027-00009'])).toBe('BL-2027-00003');
    expect(parseDocumentNumber('BL-2027-00003')).toEqual({ series: 'BL', year: 2027, rank: 3 });
  });
});
