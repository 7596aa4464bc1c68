import { useState } from 'react';
import { PAYMENT_TERMS_DAYS, PRICE_LIST_IDS, PRICE_LIST_NAMES, readCreditLimit } from '@otech/domain';
import type { ClientTerms, PriceListId } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as layout from '../../forms/formLayout.css.ts';

export interface ClientTermsFormProps {
  /** The terms as stored (`GET /api/admin/clients/{id}/terms`). */
  terms: ClientTerms;
  onSave: (terms: ClientTerms) => void;
  isSaving?: boolean;
  /** "Encours : 3 200 € sur 5 000 €" (domain `creditInUseText`), once known. */
  creditInUse?: string | undefined;
  /** The server's refusal, or its confirmation. */
  notice?: { tone: 'success' | 'error'; message: string } | undefined;
}

const paymentTermsOptions = PAYMENT_TERMS_DAYS.map((days) => ({ id: String(days), label: `${days} jours` }));
const priceListOptions = PRICE_LIST_IDS.map((id) => ({ id, label: PRICE_LIST_NAMES[id] }));
const euroText = (amount: number | null) => (amount === null ? '' : String(amount).replace('.', ','));

/**
 * "Conditions commerciales" of a client's page (issue 21): the payment terms (30, 45, 60 or 90
 * days), the credit limit in euros and the price list, which only staff set; the customer sees them
 * read-only under "Conditions accordées par OTECH".
 */
export function ClientTermsForm({ terms, onSave, isSaving = false, creditInUse, notice }: ClientTermsFormProps) {
  const [paymentTerms, setPaymentTerms] = useState(terms.paymentTerms);
  const [priceList, setPriceList] = useState<PriceListId>(terms.priceList);
  const [creditLimit, setCreditLimit] = useState(euroText(terms.creditLimit));
  const [creditError, setCreditError] = useState<string>();
  const save = () => {
    const read = readCreditLimit(creditLimit);
    setCreditError(read.ok ? undefined : read.message);
    if (read.ok) onSave({ paymentTerms, creditLimit: read.creditLimit, priceList });
  };
  return (
    <Card title="Conditions commerciales">
      <form
        className={layout.form}
        noValidate
        aria-label="Conditions commerciales"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
        {creditInUse && <p className={layout.smallText}>{creditInUse}</p>}
        <div className={layout.row}>
          <Select
            label="Délai de paiement"
            options={paymentTermsOptions}
            value={String(paymentTerms)}
            onChange={(id) => setPaymentTerms(Number(id) as ClientTerms['paymentTerms'])}
            isDisabled={isSaving}
          />
          <TextField
            label="Encours autorisé (€)"
            description="Laisser vide : aucun encours fixé"
            inputMode="decimal"
            value={creditLimit}
            onChange={setCreditLimit}
            isInvalid={creditError !== undefined}
            errorMessage={creditError}
            isDisabled={isSaving}
          />
        </div>
        <Select label="Liste de prix" options={priceListOptions} value={priceList} onChange={(id) => setPriceList(id as PriceListId)} isDisabled={isSaving} />
        <div className={layout.actions}>
          <Button type="submit" isDisabled={isSaving}>
            {isSaving ? 'Enregistrement...' : 'Enregistrer les conditions'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
