import { invoicesPeriodFormDefaults, invoicesPeriodFormSchema, type InvoicesPeriodQuery } from '@otech/domain';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as s from './InvoicesPeriodForm.css.ts';

export interface InvoicesPeriodFormProps {
  /** Today, `YYYY-MM-DD`: the period offered is its year so far. */
  today: string;
  /** Asks for the ZIP of the customer's Factur-X files of the period. */
  onDownload: (period: InvoicesPeriodQuery) => void;
  /** The ZIP is being prepared: the button waits. */
  downloading: boolean;
}

/** "Mes factures Factur-X" of the invoices tab: every invoice and credit note of a period, as one ZIP. */
export function InvoicesPeriodForm({ today, onDownload, downloading }: InvoicesPeriodFormProps) {
  const form = useSchemaForm(invoicesPeriodFormSchema, invoicesPeriodFormDefaults(today));
  const { control } = form;
  return (
    <form className={s.form} noValidate onSubmit={form.handleSubmit((period) => onDownload(period))} aria-label="Factures Factur-X d’une période">
      <fieldset className={s.fields} disabled={downloading}>
        <FormTextField control={control} name="from" label="Du" type="date" isRequired />
        <FormTextField control={control} name="to" label="Au" type="date" isRequired />
      </fieldset>
      <div className={layout.actions}>
        <SubmitButton control={control} pending={downloading} pendingLabel="Préparation du ZIP...">
          Télécharger les factures (ZIP)
        </SubmitButton>
      </div>
    </form>
  );
}
