import { describe, expect, it } from 'vitest';
import { messageListUrl, quoteListUrl } from './inboxListUrl.ts';

describe('the sales inbox lists in the URL', () => {
  it('reads the status, the search and the period, and writes them back', () => {
    const filter = messageListUrl.read(new URLSearchParams('status=new&search=+devis+lyon+&du=2027-01-01&au=2027-01-31'));
    expect(filter).toEqual({ status: 'new', search: 'devis lyon', from: '2027-01-01', to: '2027-01-31' });
    expect(messageListUrl.params(filter)).toEqual({ status: 'new', search: 'devis lyon', du: '2027-01-01', au: '2027-01-31' });
  });

  it("shows every row for a hand-edited unknown status or day, or another list's status", () => {
    expect(messageListUrl.read(new URLSearchParams('status=perdu&du=hier'))).toEqual({ status: '', search: '', from: '', to: '' });
    expect(quoteListUrl.read(new URLSearchParams('status=answered'))).toMatchObject({ status: '' });
    expect(quoteListUrl.read(new URLSearchParams('status=processing'))).toMatchObject({ status: 'processing' });
  });
});
