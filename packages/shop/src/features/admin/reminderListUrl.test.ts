import { describe, expect, it } from 'vitest';
import { readReminderFilter, reminderFilterParams } from './reminderListUrl.ts';

describe('the reminders list filter in the URL', () => {
  it('reads the search and the due days back', () => {
    expect(readReminderFilter(new URLSearchParams('search=+garage+&du=2027-01-01&au=2027-01-31&tri=-reste'))).toEqual({ search: 'garage', from: '2027-01-01', to: '2027-01-31' });
  });

  it('shows every invoice for a hand-edited wrong day', () => {
    expect(readReminderFilter(new URLSearchParams('du=hier'))).toEqual({ search: '', from: '', to: '' });
  });

  it('writes a filter as the values read back', () => {
    const filter = { search: 'FA-2026', from: '2027-02-01', to: '' };
    expect(readReminderFilter(new URLSearchParams(reminderFilterParams(filter)))).toEqual(filter);
  });
});
