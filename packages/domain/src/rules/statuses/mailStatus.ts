import { displayOf, type StatusDisplay } from './display.ts';

/**
 * An e-mail of the shop's outbox (issue 22): waiting to be sent (or retried), sent to the SMTP
 * server, kept in the outbox because no SMTP server is configured (the demo), or given up after
 * MAIL_MAX_ATTEMPTS failures (staff see it and its error).
 */
export const MAIL_STATUSES = ['pending', 'sent', 'kept', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_STATUS_DISPLAY: Readonly<Record<MailStatus, StatusDisplay>> = {
  pending: { label: 'En attente d’envoi', tone: 'warning', icon: 'Clock' },
  sent: { label: 'Envoyé', tone: 'success', icon: 'Send' },
  kept: { label: 'Conservé (pas de serveur SMTP)', tone: 'info', icon: 'Inbox' },
  failed: { label: 'Échec d’envoi', tone: 'error', icon: 'CircleX' },
};

export function mailStatusDisplay(status: string): StatusDisplay {
  return displayOf(MAIL_STATUS_DISPLAY, status);
}

/** After this many failed sends a message is given up ("Échec d'envoi") and left to staff. */
export const MAIL_MAX_ATTEMPTS = 8;

/** Waits between tries, in minutes: a passing SMTP outage is bridged within the day. */
const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720] as const;

/**
 * When a message that just failed its `attempts`-th send is tried again, in ms since the epoch,
 * or undefined when it is given up.
 */
export function nextMailAttemptMs(attempts: number, nowMs: number): number | undefined {
  if (attempts >= MAIL_MAX_ATTEMPTS) return undefined;
  const minutes = RETRY_MINUTES[Math.min(Math.max(attempts, 1), RETRY_MINUTES.length) - 1] ?? 1;
  return nowMs + minutes * 60_000;
}
