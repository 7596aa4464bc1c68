import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, invitationExpiry, invitationLink, invitationRefusal, invitationState, keptInvitationLink } from './invitations.ts';

const sentAt = new Date('2027-01-05T09:00:00.000Z');
const expiresAt = invitationExpiry(sentAt).toISOString();

describe('an imported client’s invitation (issue 20)', () => {
  it('is valid 7 days, to the millisecond', () => {
    expect(expiresAt).toBe('2027-01-12T09:00:00.000Z');
    expect(invitationState({ expiresAt, usedAt: null }, new Date('2027-01-12T08:59:59.999Z'))).toBe('valid');
    expect(invitationState({ expiresAt, usedAt: null }, new Date(expiresAt))).toBe('expired');
  });

  it('opens once: a used link says so, even past its expiry', () => {
    expect(invitationState({ expiresAt, usedAt: '2027-01-06T10:00:00.000Z' }, new Date('2027-01-06T11:00:00.000Z'))).toBe('used');
    expect(invitationState({ expiresAt, usedAt: '2027-01-06T10:00:00.000Z' }, new Date('2027-02-01T00:00:00.000Z'))).toBe('used');
    expect(invitationState(undefined, sentAt)).toBe('unknown');
  });

  it('says in French why a link no longer opens the page', () => {
    expect(invitationRefusal('valid', expiresAt)).toBeUndefined();
    expect(invitationRefusal('expired', expiresAt)).toBe('Ce lien d’invitation a expiré le 12 janvier 2027 : demandez un nouveau lien à OTECH.');
    expect(invitationRefusal('used', expiresAt)).toBe(INVITATION_MESSAGES.used);
    expect(invitationRefusal('unknown', undefined)).toBe(INVITATION_MESSAGES.unknown);
  });

  it('links to the page on the site’s address', () => {
    expect(invitationLink('https://www.otech.fr', 'abc')).toBe('https://www.otech.fr/invitation/abc');
  });
});

describe('the link of an invitation kept in the outbox (issue 20, the demo without SMTP)', () => {
  const link = invitationLink('https://shop.otech.test', 'a'.repeat(21) + '-_' + 'B'.repeat(20));
  const text = `Bonjour,\n\nVotre compte client OTECH est ouvert. Pour y accéder, choisissez votre mot de passe :\n\n${link}\n\nCe lien sert une seule fois.`;

  it('is shown for an invitation kept because no SMTP server is configured', () => {
    expect(keptInvitationLink({ status: 'kept', topic: 'invitation:12', text })).toBe(link);
  });

  it('is not shown for a message sent or still to send, nor for another message', () => {
    for (const status of ['sent', 'pending', 'failed']) expect(keptInvitationLink({ status, topic: 'invitation:12', text })).toBeUndefined();
    expect(keptInvitationLink({ status: 'kept', topic: 'quote:q1', text })).toBeUndefined();
  });

  it('needs a whole token: a cut link is not offered', () => {
    expect(keptInvitationLink({ status: 'kept', topic: 'invitation:12', text: text.replace(link, link.slice(0, -2)) })).toBeUndefined();
  });
});
