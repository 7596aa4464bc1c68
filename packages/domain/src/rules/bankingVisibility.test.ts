import { describe, expect, it } from 'vitest';
import { withoutBanking, withoutSecrets } from './bankingVisibility.ts';

describe('withoutBanking (issue 23: Logistique sees no client banking)', () => {
  it('takes the IBAN, the BIC and the banking block out of a record, a list and a nested answer', () => {
    const client = { id: 1, societe: 'Durand', iban: 'FR76…', bic: 'BNPAFRPP', bankingInfo: { bankName: 'BNP' }, adresse: { ville: 'Paris' } };
    expect(withoutBanking(client)).toEqual({ id: 1, societe: 'Durand', adresse: { ville: 'Paris' } });
    expect(withoutBanking({ items: [client], total: 1 })).toEqual({ items: [{ id: 1, societe: 'Durand', adresse: { ville: 'Paris' } }], total: 1 });
    expect(withoutBanking('texte')).toBe('texte');
  });
});

describe('withoutSecrets (issue 23: what an audit entry keeps of a body)', () => {
  it('takes out the banking fields and every password, at any depth, and keeps the rest', () => {
    const body = { telephone: '02 98', iban: 'FR76…', bic: 'AGRIFRPP', password: 'a', currentPassword: 'b', newPassword: 'c', confirmPassword: 'c', nested: { hash_password: 'h', bankingInfo: { bankName: 'BNP' }, ville: 'Brest' } };
    expect(withoutSecrets(body)).toEqual({ telephone: '02 98', nested: { ville: 'Brest' } });
    expect(withoutSecrets(null)).toBeNull();
  });
});
