import { describe, expect, it } from 'vitest';
import { quoteStatusDisplay } from './quoteStatus.ts';

describe('quote status (spec 2 §4)', () => {
  it.each([
    ['pending', 'En attente'],
    ['processing', 'En cours de traitement'],
    ['quoted', 'Devis envoyé'],
    ['accepted', 'Accepté'],
    ['rejected', 'Refusé'],
    ['approved', 'Approuvé'],
    ['cancelled', 'Annulé'],
  ])('%s is "%s"', (status, label) => {
    expect(quoteStatusDisplay(status).label).toBe(label);
  });

  it('shows an unknown status with the info icon', () => {
    expect(quoteStatusDisplay('expired').icon).toBe('Info');
  });
});
