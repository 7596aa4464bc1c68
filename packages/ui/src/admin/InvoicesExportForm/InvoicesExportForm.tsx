import { Controller } from 'react-hook-form';
import { INVOICES_EXPORT_FORMAT_LABELS, INVOICES_EXPORT_FORMATS, invoicesExportFormDefaults, invoicesExportFormSchema, type InvoicesExportQuery } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface InvoicesExportFormProps {
  /** Today, `YYYY-MM-DD`: the period offered is its month so far. */
  today: string;
  /** Asks for the export of the period in the format chosen. */
  onExport: (query: InvoicesExportQuery) => void;
  /** The export is being prepared: the button waits. */
  exporting: boolean;
}

const FORMAT_OPTIONS = INVOICES_EXPORT_FORMATS.map((id) => ({ id, label: INVOICES_EXPORT_FORMAT_LABELS[id] }));

/** "Export comptable" of /admin/factures: the invoices and credit notes of a period for the accountant. */
export function InvoicesExportForm({ today, onExport, exporting }: InvoicesExportFormProps) {
  const form = useSchemaForm(invoicesExportFormSchema, invoicesExportFormDefaults(today));
  const { control } = form;
  return (
    <Card>
      <form className={layout.form} noValidate onSubmit={form.handleSubmit((query) => onExport(query))} aria-label="Export comptable">
        <fieldset className={layout.section} disabled={exporting}>
          <FormTextField control={control} name="from" label="Du" type="date" isRequired />
          <FormTextField control={control} name="to" label="Au" type="date" isRequired />
          <Controller control={control} name="format" render={(binding) => <Select label="Format" options={FORMAT_OPTIONS} isRequired {...selectBinding(binding)} />} />
        </fieldset>
        <div className={layout.actions}>
          <SubmitButton control={control} pending={exporting} pendingLabel="Export en cours...">
            Exporter
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
