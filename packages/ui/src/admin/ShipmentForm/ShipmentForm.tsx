import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { formatInteger, FRENCH, shipmentIssues, ShipmentDetailsSchema, type LineToShip, type ShipmentInput } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { QuantityStepper } from '../../base/QuantityStepper/QuantityStepper.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { checkboxBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { ColumnTable, type TableColumn } from '../AdminTable/ColumnTable.tsx';
import * as t from '../adminTable.css.ts';
import * as s from './ShipmentForm.css.ts';

export interface ShipmentFormProps {
  /** Each order line with what was ordered, shipped and remains; lines with nothing left are not offered. */
  toShip: readonly LineToShip[];
  /** Sends the parcel: its lines (quantities above 0), carrier, tracking number, and whether to invoice it. */
  onShip: (input: ShipmentInput) => void;
  /** True while the parcel is being recorded. */
  isShipping?: boolean;
  /** Why the last parcel was refused, in French (the server's message). */
  shipError?: string | undefined;
}

/**
 * "Expédier un colis" on the staff order page (issue 22): how many of each remaining line go in the
 * parcel (all that remains, by default), its carrier and tracking number, and its invoice.
 */
export function ShipmentForm({ toShip, onShip, isShipping = false, shipError }: ShipmentFormProps) {
  const open = toShip.filter((line) => line.remaining > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>(() => Object.fromEntries(open.map((line) => [line.line, line.remaining])));
  const [emptyError, setEmptyError] = useState<string>();
  const form = useSchemaForm(ShipmentDetailsSchema, { carrier: '', trackingNumber: '', issueInvoice: true }, FRENCH);
  const { control } = form;
  if (open.length === 0) return null;

  const columns: TableColumn<LineToShip>[] = [
    { header: 'Produit', cell: (line) => (<>{line.productName}<span className={t.muted}>{line.productId}</span></>) },
    { header: 'Commandé', align: 'end', cell: (line) => formatInteger(line.ordered) },
    { header: 'Déjà expédié', align: 'end', cell: (line) => formatInteger(line.shipped) },
    {
      header: 'Dans ce colis',
      align: 'end',
      cell: (line) => (
        <QuantityStepper
          label={`Quantité de ${line.productName} dans ce colis`}
          hideLabel
          minValue={0}
          maxValue={line.remaining}
          value={quantities[line.line] ?? 0}
          onChange={(quantity) => setQuantities((current) => ({ ...current, [line.line]: quantity }))}
        />
      ),
    },
  ];

  const submit = form.handleSubmit((details) => {
    const lines = open.map((line) => ({ line: line.line, quantity: quantities[line.line] ?? 0 }));
    // The domain's rule, so the form never words a refusal the API would word differently.
    const [issue] = shipmentIssues(toShip, lines);
    setEmptyError(issue?.message);
    if (!issue) onShip({ ...details, lines: lines.filter((line) => line.quantity > 0) });
  });

  return (
    <Card title="Expédier un colis">
      <form className={layout.form} noValidate onSubmit={submit} aria-label="Expédier un colis">
        {shipError && <FormNotice tone="error">{shipError}</FormNotice>}
        <ColumnTable columns={columns} rows={open} rowKey={(line) => line.line} label="Articles restant à expédier" />
        <fieldset className={s.details} disabled={isShipping}>
          <FormTextField control={control} name="carrier" label="Transporteur" isRequired />
          <FormTextField control={control} name="trackingNumber" label="Numéro de suivi" isRequired />
          <Controller control={control} name="issueInvoice" render={(binding) => <Checkbox {...checkboxBinding(binding)}>Émettre la facture de ce colis</Checkbox>} />
        </fieldset>
        <div className={layout.actions}>
          <SubmitButton control={control} pending={isShipping} pendingLabel="Expédition...">
            Expédier le colis
          </SubmitButton>
          {emptyError && (
            <p role="alert" className={s.error}>
              {emptyError}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
