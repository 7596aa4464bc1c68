import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountSettingsSchema } from '../forms/account.ts';
import { ClientSchema } from '../schemas/client.ts';
import { accountSettingsFormValues, clientChangesFromAccountSettings } from './accountSettings.ts';

const client = v.parse(ClientSchema, {
  id: 7,
  pseudo: 'JEAND',
  societe: 'Dupont Électricité SARL',
  email: 'demo@otech-batteries.fr',
  telephone: '04 11 51 61 71',
  adresse_debut: '12 rue Paul Bert',
  code_postal: '69003',
  ville: 'Lyon',
  pays: 'France',
});

describe('account-dashboard settings (spec 2 §3.7, §5)', () => {
  it('fills the form from the record, empty where the record has nothing', () => {
    expect(accountSettingsFormValues(client)).toEqual({
      societe: 'Dupont Électricité SARL',
      email: 'demo@otech-batteries.fr',
      telephone: '04 11 51 61 71',
      gsm: '',
      site_web: '',
      adresse_debut: '12 rue Paul Bert',
      adresse_milieu: '',
      adresse_fin: '',
      code_postal: '69003',
      ville: 'Lyon',
      pays: 'France',
      pseudo: 'JEAND',
    });
  });

  it('changes the record from the form, an emptied field removed, never the pseudo', () => {
    const values = v.parse(accountSettingsSchema, { ...accountSettingsFormValues(client), gsm: '06 00 00 00 01', telephone: '', pays: '', pseudo: 'AUTRE' });
    const changes = clientChangesFromAccountSettings(values);
    expect(changes).toMatchObject({ societe: 'Dupont Électricité SARL', gsm: '06 00 00 00 01', telephone: undefined, pays: 'France' });
    expect(changes).not.toHaveProperty('pseudo');
  });
});
