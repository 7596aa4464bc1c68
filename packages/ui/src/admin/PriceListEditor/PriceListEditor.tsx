import { priceListFromForm } from '@otech/domain';
import type { PriceListContent, PriceListFormRow } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { NativeSelect } from '../../base/NativeSelect/NativeSelect.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as s from '../editorLines.css.ts';
import { useEditorLines } from '../useEditorLines.ts';

export interface PriceListEditorProps {
  /** The list's name, in the form's label ("Grille Premium"). */
  listName: string;
  /** The stored list as rows (domain `priceListFormRows`). */
  rows: PriceListFormRow[];
  /** The whole list, checked: its rules, net prices and breaks replace the stored ones. */
  onSave: (content: PriceListContent) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The server's refusal (an unknown reference) or its confirmation. */
  notice?: { tone: 'success' | 'error'; message: string } | undefined;
}

const KIND_LABELS = { rule: 'Règle (% du prix public)', net: 'Prix net', break: 'Palier de quantité' } as const;
const SCOPE_OPTIONS = [
  { id: 'catalogue', label: 'Tout le catalogue' },
  { id: 'category', label: 'Rayon' },
  { id: 'brand', label: 'Marque' },
  { id: 'product', label: 'Produit' },
];
const VALUE_KIND_OPTIONS = [
  { id: 'price', label: 'Prix unitaire € HT' },
  { id: 'percent', label: 'Remise %' },
];
const TARGET_LABELS = { catalogue: 'Cible', category: 'Code rayon', brand: 'Marque', product: 'Référence' } as const;

const emptyRow = (kind: PriceListFormRow['kind']): PriceListFormRow => ({
  kind,
  scope: kind === 'net' ? 'product' : 'catalogue',
  target: '',
  fromQuantity: kind === 'break' ? '10' : '',
  value: '',
  valueKind: kind === 'rule' ? 'percent' : 'price',
});

const valueLabel = (row: PriceListFormRow) => (row.kind === 'rule' || (row.kind === 'break' && row.valueKind === 'percent') ? 'Remise (%)' : 'Prix (€ HT)');

const checkLines = (rows: readonly PriceListFormRow[]) => {
  const result = priceListFromForm(rows);
  return result.ok ? { ok: true as const, value: result.content } : result;
};

/**
 * A price list's rules, net prices and quantity breaks as editable lines (issue 21): staff add,
 * change and remove lines, then save the whole list; each wrong line says why in French before
 * anything is sent.
 */
export function PriceListEditor({ listName, rows: stored, onSave, isSaving = false, notice }: PriceListEditorProps) {
  const { rows, errorOf, change, add, remove, submit } = useEditorLines(stored, checkLines, onSave);
  return (
    <form aria-label={`Grille ${listName}`} noValidate onSubmit={submit}>
      {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
      {rows.length === 0 && <p>Aucune règle, aucun prix net, aucun palier : cette grille applique le prix public.</p>}
      {rows.map((row, index) => {
        const line = index + 1;
        const error = errorOf(line);
        return (
          <div key={index} className={s.line} role="group" aria-label={`Ligne ${line} : ${KIND_LABELS[row.kind]}`}>
            <strong className={s.cell}>{KIND_LABELS[row.kind]}</strong>
            {row.kind !== 'net' && (
              <div className={s.cell}>
                <NativeSelect
                  label={`Portée, ligne ${line}`}
                  options={row.kind === 'rule' ? SCOPE_OPTIONS.filter((option) => option.id !== 'product') : SCOPE_OPTIONS}
                  value={row.scope}
                  onChange={(scope) => change(index, { scope: scope as PriceListFormRow['scope'] })}
                />
              </div>
            )}
            {row.scope !== 'catalogue' && (
              <div className={s.cell}>
                <TextField label={`${TARGET_LABELS[row.scope]}, ligne ${line}`} value={row.target} maxLength={255} onChange={(target) => change(index, { target })} />
              </div>
            )}
            {row.kind === 'break' && (
              <>
                <div className={s.cell}>
                  <TextField label={`À partir de (unités), ligne ${line}`} inputMode="numeric" value={row.fromQuantity} maxLength={10} onChange={(fromQuantity) => change(index, { fromQuantity })} />
                </div>
                <div className={s.cell}>
                  <NativeSelect label={`Type de palier, ligne ${line}`} options={VALUE_KIND_OPTIONS} value={row.valueKind} onChange={(valueKind) => change(index, { valueKind: valueKind as PriceListFormRow['valueKind'] })} />
                </div>
              </>
            )}
            <div className={s.cell}>
              <TextField label={`${valueLabel(row)}, ligne ${line}`} inputMode="decimal" value={row.value} maxLength={16} onChange={(value) => change(index, { value })} />
            </div>
            <Button variant="text" size="small" onPress={() => remove(index)} aria-label={`Supprimer la ligne ${line}`}>
              Supprimer
            </Button>
            {error && <p className={s.lineError}>{`Ligne ${line} : ${error.message}`}</p>}
          </div>
        );
      })}
      <div className={s.adders}>
        <Button variant="secondary" size="small" onPress={() => add(emptyRow('rule'))}>
          Ajouter une règle
        </Button>
        <Button variant="secondary" size="small" onPress={() => add(emptyRow('net'))}>
          Ajouter un prix net
        </Button>
        <Button variant="secondary" size="small" onPress={() => add(emptyRow('break'))}>
          Ajouter un palier
        </Button>
      </div>
      <Button type="submit" isDisabled={isSaving}>
        {isSaving ? 'Enregistrement…' : 'Enregistrer la grille'}
      </Button>
    </form>
  );
}
