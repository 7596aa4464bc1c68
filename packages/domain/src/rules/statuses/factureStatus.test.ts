import { describe, expect, it } from 'vitest';
import { factureStatusDisplay } from './factureStatus.ts';

describe('invoices-service status (spec 2 §4)', () => {
  it.each([
    ['brouillon', 'Brouillon'],
    ['envoyee', 'Envoyée'],
    ['payee', 'Payée'],
    ['en_retard', 'En retard'],
    ['annulee', 'Annulée'],
  ])('%s is "%s"', (status, label) => {
    expect(factureStatusDisplay(status).label).toBe(label);
  });

  it('shows "Inconnu" for anything else', () => {
    expect(factureStatusDisplay('archivee')).toEqual({ label: 'Inconnu', tone: 'neutral', icon: 'Info' });
    expect(factureStatusDisplay('')).toMatchObject({ label: 'Inconnu' });
  });
});
