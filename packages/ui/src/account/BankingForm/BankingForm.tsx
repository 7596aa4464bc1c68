import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import {
  bankingSchema,
  CLIENT_DASHBOARD_COUNTRY_LABELS,
  INVOICE_DELIVERY_LABELS,
  INVOICE_FORMAT_LABELS,
  type BankingInput,
  type GrantedTerms,
  type BankingValues,
} from '@otech/domain';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import * as styles from './BankingForm.css.ts';
import { checkboxBinding, optionsOf, selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export type BankingFormProps = {
  /** The saved banking information (domain `bankingFormValues`); the IBAN field starts empty. */
  initialValues: BankingInput;
  /** Payment terms and credit limit as staff set them (domain `grantedTerms`): shown, never edited here. */
  grantedTerms: GrantedTerms;
  /** "Encours : 3 200 € sur 5 000 €" (domain `creditInUseText`), once known. */
  creditInUse?: string | undefined;
  /** The saved IBAN as shown once saved (`FR76 •••• •••• 0189`); an empty field keeps it. */
  savedIban?: string;
  /** "Enregistrer" with IBAN and BIC valid: the banking details as typed. */
  onSubmit: (values: BankingValues) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The French message of the last failed save, from the API; undefined when none. */
  errorMessage?: string;
};

const countryOptions = optionsOf(CLIENT_DASHBOARD_COUNTRY_LABELS);
const formatOptions = optionsOf(INVOICE_FORMAT_LABELS);
const deliveryOptions = optionsOf(INVOICE_DELIVERY_LABELS);

/**
 * Informations Bancaires of the client dashboard (spec 2 §2.2, §3.3, §5). Payment terms and the
 * credit limit are the shop's (issue 21, decision record 061): shown read-only under "Conditions
 * accordées par OTECH".
 */
export function BankingForm({ initialValues, grantedTerms, creditInUse, savedIban, onSubmit, isSaving = false, errorMessage }: BankingFormProps) {
  const form = useSchemaForm(bankingSchema, initialValues);
  const { control } = form;
  const sameBillingAddress = useWatch({ control, name: 'sameBillingAddress' });
  const grantedId = useId();
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Informations bancaires">
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Banque</legend>
        <div className={layout.row}>
          <FormTextField control={control} name="bankName" label="Nom de la banque" />
          <FormTextField control={control} name="bic" label="BIC" autoComplete="off" />
        </div>
        <FormTextField
          control={control}
          name="iban"
          label="IBAN"
          autoComplete="off"
          description={savedIban ? `IBAN enregistré : ${savedIban}. Laissez vide pour le conserver.` : undefined}
        />
      </fieldset>
      <section className={layout.section} aria-labelledby={grantedId}>
        <h3 id={grantedId} className={layout.legend}>
          Conditions accordées par OTECH
        </h3>
        <dl className={styles.terms}>
          <div className={styles.term}>
            <dt>Délai de paiement</dt>
            <dd className={styles.value}>{grantedTerms.paymentTerms}</dd>
          </div>
          <div className={styles.term}>
            <dt>Encours autorisé</dt>
            <dd className={styles.value}>{grantedTerms.creditLimit}</dd>
          </div>
        </dl>
        {creditInUse && <p className={styles.value}>{creditInUse}</p>}
        <p className={layout.smallText}>Fixées par OTECH : contactez votre commercial pour les faire évoluer.</p>
      </section>
      <fieldset className={layout.section} disabled={isSaving}>
        <legend className={layout.legend}>Facturation</legend>
        <div className={layout.row}>
          <Controller
            control={control}
            name="invoiceFormat"
            render={(b) => <Select {...selectBinding(b)} label="Format des factures" options={formatOptions} />}
          />
          <Controller
            control={control}
            name="invoiceDelivery"
            render={(b) => <Select {...selectBinding(b)} label="Envoi des factures" options={deliveryOptions} />}
          />
        </div>
        <Controller
          control={control}
          name="sameBillingAddress"
          render={(b) => <Checkbox {...checkboxBinding(b)}>Adresse de facturation identique à l'adresse de l'entreprise</Checkbox>}
        />
        {sameBillingAddress === false && (
          <>
            <FormTextField control={control} name="billingAddress" label="Adresse de facturation" autoComplete="billing street-address" />
            <div className={layout.row}>
              <FormTextField control={control} name="billingPostalCode" label="Code postal" autoComplete="billing postal-code" inputMode="numeric" />
              <FormTextField control={control} name="billingCity" label="Ville" autoComplete="billing address-level2" />
            </div>
            <Controller
              control={control}
              name="billingCountry"
              render={(b) => <Select {...selectBinding(b)} label="Pays" options={countryOptions} />}
            />
          </>
        )}
      </fieldset>
      <div className={layout.actions}>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </form>
  );
}
