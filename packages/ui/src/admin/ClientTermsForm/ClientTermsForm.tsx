import { Controller } from 'react-hook-form';
import { ClientTermsFormSchema, clientTermsFormValues, FRENCH, PAYMENT_TERMS_DAYS, PRICE_LIST_IDS, PRICE_LIST_NAMES } from '@otech/domain';
import type { ClientTerms } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface ClientTermsFormProps {
  /** The terms as stored (`GET /api/admin/clients/{id}/terms`). */
  terms: ClientTerms;
  /**
   * "Enregistrer" with the fields valid: payment days, credit limit (euros TTC) and price list.
   * Absent for a role that may read the terms but not set them: the fields are shown disabled, with no submit.
   */
  onSave?: ((terms: ClientTerms) => void) | undefined;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** "Encours : 3 200 € sur 5 000 €" (domain `creditInUseText`), once known. */
  creditInUse?: string | undefined;
  /** The server's refusal, or its confirmation. */
  notice?: { tone: 'success' | 'error'; message: string } | undefined;
}

const paymentTermsOptions = PAYMENT_TERMS_DAYS.map((days) => ({ id: String(days), label: `${days} jours` }));
const priceListOptions = PRICE_LIST_IDS.map((id) => ({ id, label: PRICE_LIST_NAMES[id] }));

/**
 * "Conditions commerciales" of a client's page (issue 21): the payment terms (30, 45, 60 or 90
 * days), the credit limit in euros and the price list, which only staff set; the customer sees them
 * read-only under "Conditions accordées par OTECH". Staff without the right to set them read them the same way.
 */
export function ClientTermsForm({ terms, onSave, isSaving = false, creditInUse, notice }: ClientTermsFormProps) {
  const { control, handleSubmit } = useSchemaForm(ClientTermsFormSchema, clientTermsFormValues(terms), FRENCH);
  return (
    <Card title="Conditions commerciales">
      <form className={layout.form} noValidate aria-label="Conditions commerciales" onSubmit={(event) => void handleSubmit((saved) => onSave?.(saved))(event)}>
        {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
        {creditInUse && <p className={layout.smallText}>{creditInUse}</p>}
        <fieldset className={layout.section} disabled={isSaving || !onSave}>
          <div className={layout.row}>
            <Controller control={control} name="paymentTerms" render={(binding) => <Select {...selectBinding(binding)} label="Délai de paiement" options={paymentTermsOptions} />} />
            <FormTextField control={control} name="creditLimit" label="Encours autorisé (€)" description="Laisser vide : aucun encours fixé" inputMode="decimal" />
          </div>
          <Controller control={control} name="priceList" render={(binding) => <Select {...selectBinding(binding)} label="Liste de prix" options={priceListOptions} />} />
        </fieldset>
        {onSave && (
          <div className={layout.actions}>
            <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
              Enregistrer les conditions
            </SubmitButton>
          </div>
        )}
      </form>
    </Card>
  );
}
