import { formatDate, formatLongDate } from '../format/date.ts';
import { formatEuros } from '../format/numbers.ts';
import type { ReminderLevel } from '../schemas/reminder.ts';
import { latePaymentCharges } from './latePaymentPenalties.ts';
import type { LatePaymentCharges } from './latePaymentPenalties.ts';
import { fromCents, invoicePayment, toCents } from './money.ts';
import { REMINDER_LEVEL_LABELS } from './reminders.ts';

/** The late invoice a reminder is about, as it stood when the reminder was sent. */
export interface RemindedInvoice {
  numero_facture: string;
  date_facture: string;
  date_echeance: string;
  client_nom: string;
  /** What was still due, TTC, in cents. */
  dueCents: number;
}

/**
 * The invoice as it stood on the day of a reminder: what was due then, TTC less the payments
 * (credit notes included) dated that day or before, so a letter printed later says what was sent.
 */
export function remindedInvoiceOn(
  facture: Omit<RemindedInvoice, 'dueCents'> & { montant_ttc: number; paiements: readonly { montant: number; date_paiement: string }[] },
  day: string,
): RemindedInvoice {
  const paidBefore = facture.paiements.filter((payment) => payment.date_paiement.slice(0, 10) <= day.slice(0, 10));
  const { due } = invoicePayment(facture.montant_ttc, paidBefore);
  return { numero_facture: facture.numero_facture, date_facture: facture.date_facture, date_echeance: facture.date_echeance, client_nom: facture.client_nom, dueCents: toCents(due) };
}

/** Days given by the formal notice before the claim goes further. */
export const FORMAL_NOTICE_DAYS = 8;

const euros = (cents: number) => formatEuros(fromCents(cents));

/** A rate in percent, French style: `7,86 %`. */
const percentText = (percent: number) => `${String(percent).replace('.', ',')}\u00a0%`;

/** The penalties' rate in French: "7,86 % par an (3 fois le taux d’intérêt légal de 2,62 %)". */
const penaltyRateText = (charges: LatePaymentCharges) => `${percentText(charges.penaltyRatePercent)} par an (3 fois le taux d’intérêt légal de ${percentText(charges.legalRatePercent)})`;

/** The amounts claimed by a formal notice, each with its French label, the total last. */
export function formalNoticeClaims(charges: LatePaymentCharges): [label: string, amount: string][] {
  return [
    ['Principal restant dû (TTC)', euros(charges.dueCents)],
    [`Pénalités de retard : ${charges.daysLate} jours à ${percentText(charges.penaltyRatePercent)}`, euros(charges.penaltyCents)],
    ['Indemnité forfaitaire pour frais de recouvrement', euros(charges.recoveryFeeCents)],
    ['Total réclamé', euros(charges.totalCents)],
  ];
}

/**
 * The text of a reminder e-mail (and, at level 3, of the formal notice letter it carries), in
 * French, from the invoice as it stood on `sentOn`: gentle at level 1, firmer at 2, a formal
 * notice with the penalties and the 40 € fee of the terms of sale at 3.
 */
export function reminderMessage(invoice: RemindedInvoice, level: ReminderLevel, sentOn: Date, sellerName: string) {
  const due = formatDate(invoice.date_echeance);
  const invoiceText = `notre facture ${invoice.numero_facture} du ${formatDate(invoice.date_facture)}`;
  const subject = `${REMINDER_LEVEL_LABELS[level]} : facture ${invoice.numero_facture}`;
  if (level === 1) {
    return {
      subject,
      paragraphs: [
        'Bonjour,',
        `Sauf erreur de notre part, ${invoiceText}, échue le ${due}, reste impayée : ${euros(invoice.dueCents)} TTC restent à régler. Vous la trouverez en pièce jointe.`,
        'Si votre règlement est déjà parti, merci de ne pas tenir compte de ce message.',
        `Cordialement,\nLe service comptabilité ${sellerName}`,
      ],
    };
  }
  if (level === 2) {
    return {
      subject,
      paragraphs: [
        'Bonjour,',
        `Malgré notre première relance, ${invoiceText}, échue le ${due}, reste impayée : ${euros(invoice.dueCents)} TTC restent à régler. Vous la trouverez à nouveau en pièce jointe.`,
        'Nous vous remercions de procéder à son règlement sans délai. Nos conditions de vente prévoient des pénalités de retard égales à 3 fois le taux d’intérêt légal et une indemnité forfaitaire pour frais de recouvrement de 40 €.',
        `Cordialement,\nLe service comptabilité ${sellerName}`,
      ],
    };
  }
  const charges = latePaymentCharges(invoice.dueCents, invoice.date_echeance, sentOn);
  return {
    subject,
    charges,
    paragraphs: [
      `Madame, Monsieur,`,
      `Malgré nos relances, ${invoiceText}, échue le ${due}, reste impayée à ce jour (${charges.daysLate} jours de retard).`,
      `Par la présente, nous vous mettons en demeure de nous régler, dans un délai de ${FORMAL_NOTICE_DAYS} jours à compter de sa réception, la somme de ${euros(charges.totalCents)}, soit le principal de ${euros(charges.dueCents)} TTC, les pénalités de retard au taux de ${penaltyRateText(charges)} arrêtées au ${formatLongDate(sentOn)} pour ${euros(charges.penaltyCents)}, et l’indemnité forfaitaire pour frais de recouvrement de ${euros(charges.recoveryFeeCents)} (articles L441-10 et D441-5 du code de commerce), conformément à nos conditions générales de vente.`,
      'Les pénalités continuent de courir jusqu’au paiement complet. À défaut de règlement dans ce délai, nous engagerons sans autre avis la procédure de recouvrement.',
      `Veuillez agréer, Madame, Monsieur, nos salutations distinguées.\nLe service comptabilité ${sellerName}`,
    ],
  };
}
