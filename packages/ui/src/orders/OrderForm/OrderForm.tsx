import { Controller } from 'react-hook-form';
import { CREDIT_HOLD_MESSAGE, orderBody, orderFormDefaults, orderFormSchema } from '@otech/domain';
import type { AcceptQuoteInput, DocumentTotalsCents } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { DocumentTotalsList } from '../../pricing/DocumentTotalsList/DocumentTotalsList.tsx';
import * as styles from './OrderForm.css.ts';

/** An address of the customer's address book, as the form offers it. */
export interface OrderAddressOption {
  id: string;
  /** "Entrepôt Lyon — 12 rue des Piles, 69007 Lyon". */
  label: string;
  isDefault: boolean;
}

export interface OrderFormProps {
  /** The customer's address book; empty, the order goes to the company's address. */
  addresses: readonly OrderAddressOption[];
  /** The order's totals (domain `documentTotalsCents`): HT, contribution, TVA, TTC. */
  totals: DocumentTotalsCents;
  /** "Paiement à 30 jours fin de facture" (domain `paymentTermsText`). */
  paymentTermsText: string;
  /** "Encours : 3 200 € sur 5 000 €" (domain `creditInUseText`). */
  creditText: string;
  /** This order would take credit in use above the limit: it will wait for the sales team's validation. */
  willBeHeld: boolean;
  /** Today, `YYYY-MM-DD`: the requested delivery date cannot be before. */
  today: string;
  /** "Commander" or "Accepter le devis et commander". */
  submitLabel: string;
  /** While the order is being sent: the form is disabled and its button says so. */
  isSubmitting?: boolean;
  /** The API's refusal ("Stock insuffisant : 3 disponible(s)"…). */
  errorMessage?: string | undefined;
  /** Called with the order (addresses, purchase order reference, acceptance) once valid. */
  onSubmit: (body: AcceptQuoteInput) => void;
}

/**
 * Placing an order on account (issue 22): delivery address from the address book, "Votre référence
 * de commande", requested delivery date and comment; it confirms the totals, the payment terms and
 * the credit in use, and says beforehand when the order will wait for validation.
 */
export function OrderForm({ addresses, totals, paymentTermsText, creditText, willBeHeld, today, submitLabel, isSubmitting = false, errorMessage, onSubmit }: OrderFormProps) {
  const form = useSchemaForm(orderFormSchema(today), orderFormDefaults(addresses.find((address) => address.isDefault)?.id ?? addresses[0]?.id));
  const { control } = form;
  const addressOptions = addresses.map((address) => ({ id: address.id, label: address.label }));
  return (
    <form className={styles.layout} noValidate onSubmit={form.handleSubmit((values) => onSubmit(orderBody(values)))}>
      <div className={layout.form}>
        {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
        <fieldset className={layout.section} disabled={isSubmitting}>
          <legend className={layout.legend}>Livraison</legend>
          {addressOptions.length > 0 ? (
            <Controller
              control={control}
              name="deliveryAddressId"
              render={(binding) => <Select {...selectBinding(binding)} label="Adresse de livraison" options={addressOptions} isRequired />}
            />
          ) : (
            <p className={styles.note}>Livraison à l’adresse de votre société (aucune adresse dans votre carnet).</p>
          )}
          <FormTextField control={control} name="requestedDeliveryDate" label="Date de livraison souhaitée" type="date" />
        </fieldset>
        <fieldset className={layout.section} disabled={isSubmitting}>
          <legend className={layout.legend}>Votre commande</legend>
          <FormTextField control={control} name="purchaseOrderReference" label="Votre référence de commande" description="Facultatif : imprimée sur chaque document" />
          <FormTextField control={control} name="comment" label="Commentaire" multiline />
        </fieldset>
      </div>
      <Card title="Récapitulatif">
        <div className={styles.summary}>
          <DocumentTotalsList totals={totals} />
          <p className={styles.terms}>{paymentTermsText}</p>
          <p className={styles.note}>{creditText}</p>
          {willBeHeld && <FormNotice tone="info">{CREDIT_HOLD_MESSAGE}</FormNotice>}
          <SubmitButton control={control} pending={isSubmitting} pendingLabel="Commande en cours..." fullWidth>
            {submitLabel}
          </SubmitButton>
        </div>
      </Card>
    </form>
  );
}
