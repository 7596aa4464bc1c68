import { CONTRACT_PRICE_FIELD_MAX, contractPricesFromForm } from '@otech/domain';
import type { ContractPrice, ContractPriceFormRow } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as s from '../editorLines.css.ts';
import { useEditorLines } from '../useEditorLines.ts';

export interface ContractPricesEditorProps {
  /** The stored contract prices as lines (domain `contractPriceFormRows`). */
  rows: ContractPriceFormRow[];
  /** The whole set, checked: it replaces the stored contract prices. */
  onSave: (contractPrices: ContractPrice[]) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The server's refusal (an unknown reference) or its confirmation. */
  notice?: { tone: 'success' | 'error'; message: string } | undefined;
}

const checkLines = (rows: readonly ContractPriceFormRow[]) => {
  const result = contractPricesFromForm(rows);
  return result.ok ? { ok: true as const, value: result.contractPrices } : result;
};

/**
 * "Prix nets (contrat)" of a client's page (issue 21): the products this client pays at a fixed
 * price HT, whatever its list says. Staff add, change and remove lines, then save them all; each
 * wrong line says why in French before anything is sent.
 */
export function ContractPricesEditor({ rows: stored, onSave, isSaving = false, notice }: ContractPricesEditorProps) {
  const { rows, errorOf, change, add, remove, submit } = useEditorLines(stored, checkLines, onSave);
  return (
    <Card title="Prix nets (contrat)">
      <form aria-label="Prix nets (contrat)" noValidate onSubmit={submit}>
        {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
        {rows.length === 0 && <p>Aucun prix net : ce client paie les prix de sa grille.</p>}
        {rows.map((row, index) => {
          const line = index + 1;
          const error = errorOf(line);
          return (
            <div key={index} className={s.line} role="group" aria-label={`Ligne ${line}`}>
              <div className={s.cell}>
                <TextField label={`Référence, ligne ${line}`} value={row.productId} maxLength={CONTRACT_PRICE_FIELD_MAX.productId} onChange={(productId) => change(index, { productId })} />
              </div>
              <div className={s.cell}>
                <TextField label={`Prix net (€ HT), ligne ${line}`} inputMode="decimal" value={row.price} maxLength={CONTRACT_PRICE_FIELD_MAX.price} onChange={(price) => change(index, { price })} />
              </div>
              <Button variant="text" size="small" onPress={() => remove(index)} aria-label={`Supprimer la ligne ${line}`}>
                Supprimer
              </Button>
              {error && <p className={s.lineError}>{`Ligne ${line} : ${error.message}`}</p>}
            </div>
          );
        })}
        <div className={s.adders}>
          <Button variant="secondary" size="small" onPress={() => add({ productId: '', price: '' })}>
            Ajouter un prix net
          </Button>
        </div>
        <Button type="submit" isDisabled={isSaving}>
          {isSaving ? 'Enregistrement…' : 'Enregistrer les prix nets'}
        </Button>
      </form>
    </Card>
  );
}
