import { useFieldArray } from 'react-hook-form';
import { ContractPricesFormSchema } from '@otech/domain';
import type { ContractPrice, ContractPriceFormRow } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as s from '../editorLines.css.ts';

export interface ContractPricesEditorProps {
  /** The stored contract prices as lines (domain `contractPriceFormRows`). */
  rows: ContractPriceFormRow[];
  /** The whole set, checked (domain `ContractPricesFormSchema`): it replaces the stored contract prices. */
  onSave: (contractPrices: ContractPrice[]) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The server's refusal (an unknown reference) or its confirmation. */
  notice?: { tone: 'success' | 'error'; message: string } | undefined;
}

/**
 * "Prix nets (contrat)" of a client's page (issue 21): the products this client pays at a fixed
 * price HT, whatever its list says. Staff add, change and remove lines, then save them all; each
 * wrong field says why in French, under it, before anything is sent.
 */
export function ContractPricesEditor({ rows, onSave, isSaving = false, notice }: ContractPricesEditorProps) {
  const form = useSchemaForm(ContractPricesFormSchema, { lines: rows });
  const { control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  // A reference changed may make another line's a repeat, or no longer one: those are checked again.
  const otherReferences = (index: number) => lines.fields.flatMap((_field, at) => (at === index ? [] : [`lines.${at}.productId` as const]));
  return (
    <Card title="Prix nets (contrat)">
      <form aria-label="Prix nets (contrat)" noValidate onSubmit={form.handleSubmit((contractPrices) => onSave(contractPrices))}>
        {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
        {lines.fields.length === 0 && <p>Aucun prix net : ce client paie les prix de sa grille.</p>}
        {lines.fields.map((field, index) => {
          const line = index + 1;
          return (
            <div key={field.id} className={s.line} role="group" aria-label={`Ligne ${line}`}>
              <div className={s.cell}>
                <FormTextField control={control} name={`lines.${index}.productId`} label={`Référence, ligne ${line}`} deps={otherReferences(index)} />
              </div>
              <div className={s.cell}>
                <FormTextField control={control} name={`lines.${index}.price`} label={`Prix net (€ HT), ligne ${line}`} inputMode="decimal" />
              </div>
              <Button variant="text" size="small" onPress={() => lines.remove(index)} aria-label={`Supprimer la ligne ${line}`}>
                Supprimer
              </Button>
            </div>
          );
        })}
        <div className={s.adders}>
          <Button variant="secondary" size="small" onPress={() => lines.append({ productId: '', price: '' })}>
            Ajouter un prix net
          </Button>
        </div>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement…">
          Enregistrer les prix nets
        </SubmitButton>
      </form>
    </Card>
  );
}
