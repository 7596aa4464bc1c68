import { useState } from 'react';
import {
  CREDIT_NOTE_MESSAGES,
  creditNotePreview,
  formatDate,
  formatEuros,
  type CreditableLine,
  type CreditChoice,
  type IssuedCreditNote,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { ColumnTable, type TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as s from './CreditNoteDialog.css.ts';

export interface CreditNoteDialogProps {
  /** The number of the invoice credited (FA-2026-00012), shown in the title. */
  invoiceNumber: string;
  /** The invoice's lines as issued, with what is left to credit on each. */
  lines: AsyncState<CreditableLine[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The credit notes already issued on the invoice, oldest first. */
  creditNotes: readonly IssuedCreditNote[];
  /** The issued credit note's PDF asked for. */
  onDownloadCreditNote: (note: IssuedCreditNote) => void;
  /** Confirmed: issue the credit note of these lines and quantities. */
  onIssue: (choices: CreditChoice[]) => void;
  /** "Fermer", or Escape: the caller closes it; nothing is stored. */
  onClose: () => void;
  /** The credit note is being issued: the confirmation waits. */
  issuing: boolean;
  /** The server's refusal, shown above the lines. */
  errorMessage?: string | undefined;
}

const choicesOf = (quantities: Readonly<Record<string, number>>): CreditChoice[] =>
  Object.entries(quantities).flatMap(([lineId, quantity]) => (quantity > 0 ? [{ lineId, quantity }] : []));

/**
 * "Émettre un avoir" on an issued invoice (issue 24): staff choose the quantities to credit on each
 * line (all that is left in one press), see the credit note's amount, and confirm before it is
 * issued, since an issued credit note is numbered and never changes.
 */
export function CreditNoteDialog({ invoiceNumber, lines, onRetry, creditNotes, onDownloadCreditNote, onIssue, onClose, issuing, errorMessage }: CreditNoteDialogProps) {
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [confirming, setConfirming] = useState(false);
  const ready = lines.status === 'ready' ? lines.data : [];
  const preview = creditNotePreview(ready, quantities);
  const columns: TableColumn<CreditableLine>[] = [
    { header: 'Référence', nowrap: true, cell: (line) => line.reference },
    { header: 'Désignation', cell: (line) => line.designation },
    { header: 'PU HT', align: 'end', cell: (line) => formatEuros(line.prix_unitaire_ht) },
    { header: 'Facturé', align: 'end', cell: (line) => line.quantite },
    { header: 'Restant', align: 'end', cell: (line) => line.restant },
    {
      header: 'À créditer',
      cell: (line) => (
        <QuantityStepper
          label={`Quantité à créditer, ligne ${line.ligne} : ${line.designation}`}
          hideLabel
          value={quantities[line.ligne] ?? 0}
          minValue={0}
          maxValue={line.restant}
          isDisabled={line.restant === 0 || issuing}
          onChange={(quantity) => setQuantities((current) => ({ ...current, [line.ligne]: quantity }))}
        />
      ),
    },
  ];
  const amount = `${formatEuros(preview.totalHT)} HT, ${formatEuros(preview.totalTTC)} TTC`;
  return (
    <Dialog title={`Émettre un avoir : ${invoiceNumber}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <div className={s.body}>
        {creditNotes.length > 0 && (
          <section aria-label="Avoirs déjà émis">
            <ul className={s.issued}>
              {creditNotes.map((note) => (
                <li key={note.id} className={s.issuedItem}>
                  Avoir {note.numero} du {formatDate(note.date)} : {formatEuros(note.montant_ttc)} TTC
                  <Button size="small" variant="secondary" onPress={() => onDownloadCreditNote(note)} aria-label={`PDF de l’avoir ${note.numero}`}>
                    PDF
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        )}
        {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
        <AsyncContent state={lines} onRetry={onRetry} loadingLabel="Chargement des lignes de la facture..." headingLevel={3}>
          {(data) =>
            data.every((line) => line.restant === 0) ? (
              <p>{CREDIT_NOTE_MESSAGES.nothingLeft}</p>
            ) : confirming ? (
              <>
                <p role="status">
                  Émettre l’avoir de {formatEuros(preview.totalTTC)} TTC sur la facture {invoiceNumber} ({preview.lineCount === 1 ? '1 ligne' : `${preview.lineCount} lignes`}) ? Un avoir émis est numéroté et ne peut plus être modifié.
                </p>
                <div className={s.actions}>
                  <Button variant="secondary" isDisabled={issuing} onPress={() => setConfirming(false)}>
                    Retour
                  </Button>
                  <Button isDisabled={issuing} onPress={() => onIssue(choicesOf(quantities))}>
                    {issuing ? 'Émission...' : 'Confirmer l’avoir'}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <ColumnTable label={`Lignes de la facture ${invoiceNumber}`} columns={columns} rows={data} rowKey={(line) => line.ligne} />
                <p className={s.total} aria-live="polite">
                  Avoir : {amount}
                </p>
                <div className={s.actions}>
                  <Button variant="secondary" onPress={() => setQuantities(Object.fromEntries(data.map((line) => [line.ligne, line.restant])))}>
                    Tout créditer
                  </Button>
                  <Button isDisabled={preview.lineCount === 0} onPress={() => setConfirming(true)}>
                    Émettre l’avoir
                  </Button>
                </div>
              </>
            )
          }
        </AsyncContent>
      </div>
    </Dialog>
  );
}
