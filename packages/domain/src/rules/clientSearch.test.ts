import { describe, expect, it } from 'vitest';
import { clientSearchTerms, clientSearchText, foldForSearch, matchesClientSearch, searchAdminClients } from './clientSearch.ts';

const clients = [
  { firstName: 'Jean', lastName: 'Dupont', email: 'jean@sud-energie.fr', companyName: 'Sud Énergie', siret: '12345678900012', pseudo: 'JDUPONT' },
  { firstName: 'Marie', lastName: 'Curie', email: 'marie@labo.fr', companyName: '', siret: undefined },
  { firstName: 'Zoé', lastName: 'Lœvenbruck', email: 'zoe@cœur.fr', companyName: 'Cœur de Batterie', siret: '987 654 321 00034', pseudo: 'ZOEL' },
];
const names = (found: readonly { firstName: string }[]) => found.map((c) => c.firstName);

describe('searchAdminClients (spec 3 §5)', () => {
  it('returns everyone for an empty search', () => {
    expect(names(searchAdminClients(clients, '  '))).toEqual(['Jean', 'Marie', 'Zoé']);
  });

  it('matches first name, last name, e-mail, company and pseudo ignoring case', () => {
    expect(names(searchAdminClients(clients, 'MARIE'))).toEqual(['Marie']);
    expect(names(searchAdminClients(clients, 'dupont'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, '@labo'))).toEqual(['Marie']);
    expect(names(searchAdminClients(clients, 'sud énergie'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, 'zoel'))).toEqual(['Zoé']);
  });

  it('ignores accents and reads ligatures as two letters, in the search and in the fields', () => {
    expect(names(searchAdminClients(clients, 'ENERGIE'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, 'zoe'))).toEqual(['Zoé']);
    expect(names(searchAdminClients(clients, 'ZOÉ'))).toEqual(['Zoé']);
    expect(names(searchAdminClients(clients, 'coeur'))).toEqual(['Zoé']);
    expect(names(searchAdminClients(clients, 'lœvenbruck'))).toEqual(['Zoé']);
  });

  it('finds a client holding every term, each in any field', () => {
    expect(names(searchAdminClients(clients, 'jean dupont'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, 'dupont  jean'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, 'curie batterie'))).toEqual([]);
  });

  it('matches the SIRET, written with or without spaces, stored either way', () => {
    expect(names(searchAdminClients(clients, '123 456 789'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, '00012'))).toEqual(['Jean']);
    expect(names(searchAdminClients(clients, '98765432100034'))).toEqual(['Zoé']);
    expect(searchAdminClients(clients, 'zzz')).toEqual([]);
  });

  it('never matches a term across two fields', () => {
    // 'Dupont' then 'jean@…': joined without a separator, 'dupontjean' would be found.
    expect(searchAdminClients(clients, 'dupontjean')).toEqual([]);
    expect(clientSearchText(clients[0]!)).toBe('jean\ndupont\njean@sud-energie.fr\nsud energie\n12345678900012\njdupont');
  });
});

describe('the search as a description a store can run', () => {
  it('folds case, accents and ligatures', () => {
    expect(foldForSearch('ÉLODIE Cœur-Æther')).toBe('elodie coeur-aether');
  });

  it('cuts a search into folded terms, none for blanks', () => {
    expect(clientSearchTerms('  Jean\tDUPONT  ')).toEqual(['jean', 'dupont']);
    expect(clientSearchTerms('   ')).toEqual([]);
  });

  it('matches a text holding every term', () => {
    expect(matchesClientSearch('jean\ndupont', ['dup', 'jea'])).toBe(true);
    expect(matchesClientSearch('jean\ndupont', ['dup', 'marie'])).toBe(false);
    expect(matchesClientSearch('jean\ndupont', [])).toBe(true);
  });
});
