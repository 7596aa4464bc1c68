import { describe, expect, it } from 'vitest';
import { withoutBanking } from './bankingVisibility.ts';

describe('withoutBanking (issue 23: Logistique sees no client banking)', () => {
  it('takes the IBAN, the BIC and the banking block out of a record, a list and a nested answer', () => {
    const client = { id: 1, societe: 'Durand', iban: 'FR76…', bic: 'BNPAFRPP', bankingInfo: { bankName: 'BNP' }, adresse: { ville: 'Paris' } };
    expect(withoutBanking(client)).toEqual({ id: 1, societe: 'Durand', adresse: { ville: 'Paris' } });
    expect(withoutBanking({ items: [client], total: 1 })).toEqual({ items: [{ id: 1, societe: 'Durand', adresse: { ville: 'Paris' } }], total: 1 });
    expect(withoutBanking('texte')).toBe('texte');
  });
});
