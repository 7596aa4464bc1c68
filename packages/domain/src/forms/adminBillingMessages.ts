import type { SnackbarMessage } from './messages.ts';

/** Snackbars of /admin/factures and /admin/relances; the spec words none, so these say what happened, as the orders' do. */
export const ADMIN_BILLING_SNACKBARS = {
  paymentRecorded: { message: 'Paiement enregistré', tone: 'success', durationMs: 3000 },
  invoiceSent: { message: 'Facture marquée comme envoyée', tone: 'success', durationMs: 3000 },
  invoiceUpdateFailed: { message: 'Erreur lors de la mise à jour de la facture', tone: 'error', durationMs: 5000 },
  pdfFailed: { message: 'Erreur lors du téléchargement de la facture', tone: 'error', durationMs: 5000 },
  exportFailed: { message: 'Erreur lors de l’export comptable', tone: 'error', durationMs: 5000 },
  reminderSent: (invoiceNumber: string) => ({ message: `Relance envoyée pour la facture ${invoiceNumber}`, tone: 'success', durationMs: 3000 }),
  reminderFailed: { message: "Erreur lors de l'envoi de la relance", tone: 'error', durationMs: 5000 },
  letterFailed: { message: 'Erreur lors du téléchargement de la lettre de mise en demeure', tone: 'error', durationMs: 5000 },
  creditNoteIssued: (creditNoteNumber: string) => ({ message: `Avoir ${creditNoteNumber} émis`, tone: 'success', durationMs: 3000 }),
  creditNoteFailed: { message: "Erreur lors de l'émission de l'avoir", tone: 'error', durationMs: 5000 },
  creditNotePdfFailed: { message: "Erreur lors du téléchargement de l'avoir", tone: 'error', durationMs: 5000 },
} as const satisfies Record<string, SnackbarMessage | ((invoiceNumber: string) => SnackbarMessage)>;
