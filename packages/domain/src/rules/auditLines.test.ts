import { describe, expect, it } from 'vitest';
import { formatEuros } from '../format/numbers.ts';
import { auditChangeText, auditRecordText, timelineLine } from './auditLines.ts';

describe('auditChangeText (issue 23: "statut En attente → Confirmée")', () => {
  it('names each field that changed with its value before and after', () => {
    expect(auditChangeText({ before: { statut: 'En attente', name: 'A' }, after: { statut: 'Confirmée', name: 'A' } })).toBe('statut En attente → Confirmée');
    expect(auditChangeText({ before: { role: 'commercial', active: true }, after: { role: 'logistique', active: false } })).toBe('rôle Commercial → Logistique, accès Actif → Désactivé');
    // A field the labels do not know keeps its stored name.
    expect(auditChangeText({ before: { total: 1 }, after: { total: 2 } })).toBe('total 1 → 2');
  });

  it('counts a field left blank as never set, so an order saved with an empty carrier changes no carrier', () => {
    expect(auditChangeText({ before: { status: 'pending', carrier: undefined, trackingNumber: null }, after: { status: 'confirmed', carrier: '', trackingNumber: '' } })).toBe('statut En attente → Confirmée');
  });

  it('names a parcel by its delivery note, carrier and tracking number, not its stored data', () => {
    const parcel = { id: 'shp-1', number: 'BL-2026-00001', carrier: 'Colissimo', trackingNumber: '6A77', lines: [{ line: 0, quantity: 3 }] };
    expect(auditChangeText({ before: { status: 'confirmed' }, after: { status: 'shipped', shipment: parcel } })).toBe('statut Confirmée → Expédiée, colis — → BL-2026-00001 Colissimo 6A77');
  });

  it('names each payment by its amount, mode and date, not its stored data', () => {
    expect(auditChangeText({ before: { statut: 'en_retard', paiements: [] }, after: { statut: 'payee', paiements: [{ mode: 'Virement', montant: 510.07, date_paiement: '2026-12-02' }] } })).toBe(
      `statut En retard → Payée, paiements — → ${formatEuros(510.07)} Virement 02/12/2026`,
    );
  });

  it('says nothing more for an addition or an event without values', () => {
    expect(auditChangeText({ before: null, after: { name: 'A' } })).toBe('');
    expect(auditChangeText({ before: null, after: null })).toBe('');
  });
});

describe('timelineLine (issue 23: a record’s history)', () => {
  const entry = { id: '7', at: '2027-01-12T13:32:00.000Z', staffId: 's2', staffName: 'Marie Leroy', staffRole: 'commercial', kind: 'order', recordId: 'ord-1', action: 'statut' } as const;

  it('reads "12/01/2027 14:32 — Marie Leroy (Commercial) : statut En attente → Confirmée" in Paris time', () => {
    const line = timelineLine({ ...entry, before: { status: 'pending' }, after: { status: 'confirmed' } });
    expect(line).toEqual({ id: '7', at: '12/01/2027 à 14:32', who: 'Marie Leroy (Commercial)', what: 'statut En attente → Confirmée' });
  });

  it('names the client when the staff member acted signed in as them, and the action alone when nothing is compared', () => {
    expect(timelineLine({ ...entry, clientId: '12', clientName: 'SARL Dupont', action: 'commande', before: null, after: { total: 10 } })).toMatchObject({ asClient: 'pour SARL Dupont', what: 'commande' });
    // An entry written before the trail kept the company still names the client.
    expect(timelineLine({ ...entry, clientId: '12', action: 'commande', before: null, after: null })).toMatchObject({ asClient: 'pour le client N° 12' });
  });
});

describe('auditRecordText (the journal\u2019s « Quoi »)', () => {
  it('names a record by what staff read, and by its number only when the trail has no label for it', () => {
    expect(auditRecordText({ recordId: '4', recordLabel: 'Lucie Bernard' })).toBe('Lucie Bernard');
    expect(auditRecordText({ recordId: 'fac-12', recordLabel: 'FA-2027-00012' })).toBe('FA-2027-00012');
    expect(auditRecordText({ recordId: 'CMD-2027-0001' })).toBe('CMD-2027-0001');
  });
});
