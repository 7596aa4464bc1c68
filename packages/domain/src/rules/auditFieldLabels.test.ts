import { describe, expect, it } from 'vitest';
import { STAFF_CLIENT_FIELDS } from '../forms/staffClient.ts';
import { ClientTermsSchema } from '../pricing/clientTerms.ts';
import { OrderStatusUpdateSchema } from '../schemas/order.ts';
import { ProductEditSchema } from '../schemas/productEdit.ts';
import { AUDIT_FIELD_LABELS } from './auditFieldLabels.ts';
import { auditChangeText } from './auditLines.ts';

describe('AUDIT_FIELD_LABELS (issue 23: the trail in French)', () => {
  it('names in French every field the staff writes keep before and after', () => {
    const audited = [
      ...STAFF_CLIENT_FIELDS,
      ...Object.keys(ClientTermsSchema.entries),
      ...Object.keys(OrderStatusUpdateSchema.entries),
      ...Object.keys(ProductEditSchema.entries),
      // Archiving, a client's account state, an opening, the review exemption, staff changes, payments.
      ...['hidden', 'actif', 'en_attente_validation', 'exempt', 'role', 'active', 'statut', 'paiements', 'numero_facture'],
    ];
    expect(audited.filter((field) => AUDIT_FIELD_LABELS[field] === undefined)).toEqual([]);
  });

  it('reads stored values as staff do: archiving, statuses, roles, amounts and flags', () => {
    expect(auditChangeText({ before: { hidden: false }, after: { hidden: true } })).toBe('catalogue En catalogue → Archivé');
    expect(auditChangeText({ before: { paymentStatus: 'pending', status: 'pending' }, after: { paymentStatus: 'paid', status: 'confirmed' } })).toBe('paiement En attente → Payée, statut En attente → Confirmée');
    expect(auditChangeText({ before: { role: 'commercial', active: true }, after: { role: 'logistique', active: false } })).toBe('rôle Commercial → Logistique, accès Actif → Désactivé');
    expect(auditChangeText({ before: { price: 7.5, paymentTerms: 30, priceList: 'professionnel' }, after: { price: 8, paymentTerms: 60, priceList: 'premium' } })).toMatch(
      /^prix HT 7,50\s€ → 8,00\s€, délai de paiement 30 jours → 60 jours, grille tarifaire .+ → .+$/,
    );
    expect(auditChangeText({ before: { status: 'new' }, after: { status: 'answered' } })).toBe('statut Nouveau → Répondu');
  });
});
