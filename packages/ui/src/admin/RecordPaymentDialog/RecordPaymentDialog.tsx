import { Controller } from 'react-hook-form';
import { formatEuros, PAYMENT_MODES, paymentFormDefaults, paymentFormSchema, type FacturePaiement } from '@otech/domain';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface RecordPaymentDialogProps {
  /** The number of the invoice paid (FA-2026-00012), shown in the title. */
  invoiceNumber: string;
  /** What is still due, tax included: the amount offered and the most accepted. */
  amountDue: number;
  /** Today's date, `YYYY-MM-DD`, offered as the payment date. */
  today: string;
  /** "Enregistrer" with the fields valid: the amount TTC in euros, the date and the method. */
  onSubmit: (payment: FacturePaiement) => void;
  /** "Fermer", or Escape: the caller closes it; nothing is stored. */
  onClose: () => void;
  /** While the change is being stored: the submit button waits and shows it. */
  saving: boolean;
  /** The server's refusal, shown above the fields. */
  errorMessage?: string | undefined;
}

const MODE_OPTIONS = PAYMENT_MODES.map((mode) => ({ id: mode, label: mode }));

/** "Enregistrer un paiement" of one invoice: amount (at most what is due), date and mode. */
export function RecordPaymentDialog({ invoiceNumber, amountDue, today, onSubmit, onClose, saving, errorMessage }: RecordPaymentDialogProps) {
  const form = useSchemaForm(paymentFormSchema(amountDue), paymentFormDefaults(today, amountDue));
  const { control } = form;
  return (
    <Dialog title={`Enregistrer un paiement : ${invoiceNumber}`} isOpen onOpenChange={(open) => !open && onClose()}>
      <form className={layout.form} noValidate onSubmit={form.handleSubmit((payment) => onSubmit(payment))} aria-label="Enregistrer un paiement">
        <p>Reste dû : {formatEuros(amountDue)}</p>
        {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
        <fieldset className={layout.section} disabled={saving}>
          <FormTextField control={control} name="montant" label="Montant (€ TTC)" inputMode="decimal" isRequired />
          <FormTextField control={control} name="date_paiement" label="Date de paiement" type="date" isRequired />
          <Controller control={control} name="mode" render={(binding) => <Select label="Mode de paiement" options={MODE_OPTIONS} isRequired {...selectBinding(binding)} />} />
        </fieldset>
        <div className={layout.actions}>
          <SubmitButton control={control} pending={saving} pendingLabel="Enregistrement...">
            Enregistrer le paiement
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
