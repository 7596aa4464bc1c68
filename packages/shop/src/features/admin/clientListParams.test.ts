import { describe, expect, it } from 'vitest';
import { clientFilterParams, readClientFilter } from './clientListParams.ts';

describe('the client list filter in the URL', () => {
  it('reads state, search and period back as written', () => {
    const filter = readClientFilter(new URLSearchParams('compte=bloques&search=%20martin%20&du=2027-01-01&au=2027-01-31'));
    expect(filter).toEqual({ compte: 'bloques', search: 'martin', from: '2027-01-01', to: '2027-01-31' });
    expect(clientFilterParams(filter)).toEqual({ compte: 'bloques', search: 'martin', du: '2027-01-01', au: '2027-01-31' });
  });

  it('shows every client for a hand-edited unknown state, a too long search or a date in another form', () => {
    expect(readClientFilter(new URLSearchParams(`compte=tous&search=${'x'.repeat(300)}&du=01/01/2027`))).toEqual({ compte: '', search: '', from: '', to: '' });
  });
});
