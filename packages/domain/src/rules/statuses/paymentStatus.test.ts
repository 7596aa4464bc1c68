import { describe, expect, it } from 'vitest';
import { paymentStatusDisplay } from './paymentStatus.ts';

describe('payment status (spec 3 §4)', () => {
  it.each([
    ['pending', 'En attente', 'warning'],
    ['paid', 'Payée', 'primary'],
    ['failed', 'Échec', 'neutral'],
    ['refunded', 'Remboursée', 'accent'],
    ['partial', 'Partiel', 'warning'],
  ])('%s is "%s" in %s', (status, label, tone) => {
    expect(paymentStatusDisplay(status)).toMatchObject({ label, tone });
  });

  it('shows an unknown status with the info icon', () => {
    expect(paymentStatusDisplay('chargeback')).toEqual({ label: 'chargeback', tone: 'neutral', icon: 'Info' });
  });
});
