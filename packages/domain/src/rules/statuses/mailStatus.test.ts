import { describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, mailStatusDisplay, nextMailAttemptMs } from './mailStatus.ts';

describe('nextMailAttemptMs', () => {
  const now = Date.UTC(2026, 11, 2, 9);
  it('retries a failed send after 1, then 5, then 15 minutes, growing to 12 hours', () => {
    expect(nextMailAttemptMs(1, now)).toBe(now + 60_000);
    expect(nextMailAttemptMs(2, now)).toBe(now + 5 * 60_000);
    expect(nextMailAttemptMs(3, now)).toBe(now + 15 * 60_000);
    expect(nextMailAttemptMs(MAIL_MAX_ATTEMPTS - 1, now)).toBe(now + 720 * 60_000);
  });
  it('gives a message up after MAIL_MAX_ATTEMPTS failures', () => {
    expect(nextMailAttemptMs(MAIL_MAX_ATTEMPTS, now)).toBeUndefined();
  });
});

describe('mailStatusDisplay', () => {
  it('names each state in French for staff', () => {
    expect(mailStatusDisplay('failed').label).toBe('Échec d’envoi');
    expect(mailStatusDisplay('kept').label).toBe('Conservé (pas de serveur SMTP)');
  });
});
