import { describe, expect, it } from 'vitest';
import { mapClientHeader, savedClientMapping } from './clientColumns.ts';

const fieldsOf = (header: string[], mapping = {}) => mapClientHeader(header, mapping).byIndex;

describe('mapClientHeader: clients as accounting tools export them (issue 20)', () => {
  it('reads a French accounting export\'s headers', () => {
    const header = ['Code client', 'Raison sociale', 'Nom', 'Prénom', 'N° SIRET', 'TVA intracommunautaire', 'Adresse', 'Code postal', 'Ville', 'Pays', 'Téléphone', 'Portable', 'E-mail', 'Mode de règlement', 'Famille'];
    expect(fieldsOf(header)).toEqual(['pseudo', 'societe', 'nom', 'prenom', 'siret', 'tva_cee', 'adresse_debut', 'code_postal', 'ville', 'pays', 'telephone', 'gsm', 'email', 'mode_reglement', 'famille']);
  });

  it('reads the same export in English', () => {
    const header = ['Customer code', 'Company name', 'Last name', 'First name', 'SIRET', 'VAT number', 'Address line 1', 'Postal code', 'City', 'Country', 'Phone', 'Mobile', 'Email', 'Payment method', 'Customer group'];
    expect(fieldsOf(header)).toEqual(['pseudo', 'societe', 'nom', 'prenom', 'siret', 'tva_cee', 'adresse_debut', 'code_postal', 'ville', 'pays', 'telephone', 'gsm', 'email', 'mode_reglement', 'famille']);
  });

  it('still reads the record\'s own field names', () => {
    expect(fieldsOf(['pseudo', 'societe', 'email', 'hash_password'])).toEqual(['pseudo', 'societe', 'email', 'hash_password']);
  });

  it('lets a mapping file name or silence a header before the built-in names, and saves what it read', () => {
    const header = ['Compte', 'Nom', 'Mél'];
    const read = mapClientHeader(header, { columns: { Compte: 'pseudo', Nom: 'societe', 'Mél': 'email' } });
    expect(read.byIndex).toEqual(['pseudo', 'societe', 'email']);
    expect(savedClientMapping(['Code client', 'Zone'], mapClientHeader(['Code client', 'Zone']))).toEqual({ columns: { 'Code client': 'pseudo', Zone: null } });
  });

  it('keeps the first of two headers naming one field and says which', () => {
    expect(mapClientHeader(['Email', 'E-mail'])).toMatchObject({ byIndex: ['email', undefined], repeated: [['E-mail', 'Email']] });
  });
});
