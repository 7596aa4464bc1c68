import { Controller, useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { PriceListFormSchema } from '@otech/domain';
import type { PriceListContent, PriceListFormRow } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { NativeSelect } from '../../base/NativeSelect/NativeSelect.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as s from '../editorLines.css.ts';

export interface PriceListEditorProps {
  /** The list's name, in the form's label ("Grille Premium"). */
  listName: string;
  /** The stored list as rows (domain `priceListFormRows`). */
  rows: PriceListFormRow[];
  /** The whole list, checked (domain `PriceListFormSchema`): its rules, net prices and breaks replace the stored ones. */
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

type Lines = { lines: PriceListFormRow[] };

/** A choice of a line (its scope, a break's kind), bound to the form. */
function LineSelect({ control, name, label, options }: { control: Control<Lines, unknown, PriceListContent>; name: `lines.${number}.scope` | `lines.${number}.valueKind`; label: string; options: { id: string; label: string }[] }) {
  return <Controller control={control} name={name} render={({ field }) => <NativeSelect label={label} options={options} value={field.value} onChange={(id) => field.onChange(id)} />} />;
}

/** One line: its cells as its kind and scope ask, each wrong one named under it. */
function EditorLine({ control, index, onRemove }: { control: Control<Lines, unknown, PriceListContent>; index: number; onRemove: () => void }) {
  const row = useWatch({ control, name: `lines.${index}` });
  const scopeError = useFormState({ control, name: `lines.${index}.scope` }).errors.lines?.[index]?.scope?.message;
  const line = index + 1;
  return (
    <div className={s.line} role="group" aria-label={`Ligne ${line} : ${KIND_LABELS[row.kind]}`}>
      <strong className={s.cell}>{KIND_LABELS[row.kind]}</strong>
      {row.kind !== 'net' && (
        <div className={s.cell}>
          <LineSelect control={control} name={`lines.${index}.scope`} label={`Portée, ligne ${line}`} options={row.kind === 'rule' ? SCOPE_OPTIONS.filter((option) => option.id !== 'product') : SCOPE_OPTIONS} />
        </div>
      )}
      {row.scope !== 'catalogue' && (
        <div className={s.cell}>
          <FormTextField control={control} name={`lines.${index}.target`} label={`${TARGET_LABELS[row.scope]}, ligne ${line}`} />
        </div>
      )}
      {row.kind === 'break' && (
        <>
          <div className={s.cell}>
            <FormTextField control={control} name={`lines.${index}.fromQuantity`} label={`À partir de (unités), ligne ${line}`} inputMode="numeric" />
          </div>
          <div className={s.cell}>
            <LineSelect control={control} name={`lines.${index}.valueKind`} label={`Type de palier, ligne ${line}`} options={VALUE_KIND_OPTIONS} />
          </div>
        </>
      )}
      <div className={s.cell}>
        <FormTextField control={control} name={`lines.${index}.value`} label={`${valueLabel(row)}, ligne ${line}`} inputMode="decimal" />
      </div>
      <Button variant="text" size="small" onPress={onRemove} aria-label={`Supprimer la ligne ${line}`}>
        Supprimer
      </Button>
      {scopeError && (
        <p role="alert" className={s.lineError}>
          {`Ligne ${line} : ${scopeError}`}
        </p>
      )}
    </div>
  );
}

/**
 * A price list's rules, net prices and quantity breaks as editable lines (issue 21): staff add,
 * change and remove lines, then save the whole list; each wrong cell says why in French, under it,
 * before anything is sent.
 */
export function PriceListEditor({ listName, rows, onSave, isSaving = false, notice }: PriceListEditorProps) {
  const form = useSchemaForm(PriceListFormSchema, { lines: rows });
  const { control } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  return (
    <form aria-label={`Grille ${listName}`} noValidate onSubmit={form.handleSubmit((content) => onSave(content))}>
      {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
      {lines.fields.length === 0 && <p>Aucune règle, aucun prix net, aucun palier : cette grille applique le prix public.</p>}
      {lines.fields.map((field, index) => (
        <EditorLine key={field.id} control={control} index={index} onRemove={() => lines.remove(index)} />
      ))}
      <div className={s.adders}>
        <Button variant="secondary" size="small" onPress={() => lines.append(emptyRow('rule'))}>
          Ajouter une règle
        </Button>
        <Button variant="secondary" size="small" onPress={() => lines.append(emptyRow('net'))}>
          Ajouter un prix net
        </Button>
        <Button variant="secondary" size="small" onPress={() => lines.append(emptyRow('break'))}>
          Ajouter un palier
        </Button>
      </div>
      <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement…">
        Enregistrer la grille
      </SubmitButton>
    </form>
  );
}
