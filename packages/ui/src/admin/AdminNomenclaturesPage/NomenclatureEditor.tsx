import { useState, type FormEvent } from 'react';
import {
  EMPTY_NOMENCLATURE_LINE,
  formatEuros,
  NEW_NOMENCLATURE_FORM,
  nomenclatureFormValues,
  nomenclatureView,
  NUMBER_TEXT_MAX,
  TEXT_LIMITS,
  validateNomenclatureForm,
  type FormErrors,
  type NomenclatureFormValues,
  type NomenclatureInput,
  type NomenclatureView,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import * as s from './AdminNomenclaturesPage.css.ts';

export interface NomenclatureEditorProps {
  /** The bill edited; absent, a new bill is made. */
  bom?: NomenclatureView;
  onSave: (input: NomenclatureInput) => void;
  isSaving?: boolean;
  /** The fields the API refused on the last save, by field path, each with its French message. */
  refusedFields?: FormErrors;
}

type Line = NomenclatureFormValues['composants'][number];
const NO_ERRORS: FormErrors = {};

/**
 * Edits a pack's components and assembly cost; the cost is rolled up again as the quantities
 * change, from the prices the bill already knows (the server rolls it up from the catalogue on save).
 */
export function NomenclatureEditor({ bom, onSave, isSaving = false, refusedFields = NO_ERRORS }: NomenclatureEditorProps) {
  const [values, setValues] = useState(() => (bom ? nomenclatureFormValues(bom) : NEW_NOMENCLATURE_FORM));
  const [errors, setErrors] = useState<FormErrors>({});
  const knownPrices = new Map((bom?.lignes ?? []).flatMap((line) => (line.prix_unitaire === null ? [] : [[line.reference, { name: line.designation, price: line.prix_unitaire }] as const])));
  const checked = validateNomenclatureForm(values);
  const estimate = checked.ok ? nomenclatureView({ id: bom?.id ?? '', ...checked.value }, (reference) => knownPrices.get(reference)) : null;
  const setLine = (index: number, change: Partial<Line>) =>
    setValues({ ...values, composants: values.composants.map((line, i) => (i === index ? { ...line, ...change } : line)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSave(checked.value);
  };
  // The form's own check first; what only the server knows (a part outside the catalogue, a pack's second bill) after it.
  const field = (path: string) => {
    const message = errors[path] ?? refusedFields[path];
    return { isInvalid: message !== undefined, errorMessage: message };
  };
  return (
    <form className={s.form} onSubmit={submit} aria-label={bom ? `Nomenclature de ${bom.designation}` : 'Nouvelle nomenclature'} noValidate>
      <TextField label="Référence du pack" value={values.reference} onChange={(reference) => setValues({ ...values, reference })} maxLength={TEXT_LIMITS.line} {...field('reference')} />
      <TextField label="Désignation du pack" value={values.designation} onChange={(designation) => setValues({ ...values, designation })} maxLength={TEXT_LIMITS.line} {...field('designation')} />
      {values.composants.map((line, index) => (
        <fieldset key={index} className={s.line} aria-label={`Composant ${index + 1}`}>
          <TextField label="Référence" value={line.reference} onChange={(reference) => setLine(index, { reference })} maxLength={TEXT_LIMITS.line} {...field(`composants.${index}.reference`)} />
          <TextField label="Désignation (pièce hors catalogue)" value={line.designation} onChange={(designation) => setLine(index, { designation })} maxLength={TEXT_LIMITS.line} {...field(`composants.${index}.designation`)} />
          <TextField label="Quantité" inputMode="numeric" value={line.quantite} onChange={(quantite) => setLine(index, { quantite })} maxLength={NUMBER_TEXT_MAX} {...field(`composants.${index}.quantite`)} />
          <TextField label="Prix unitaire HT (hors catalogue)" inputMode="decimal" value={line.prix_unitaire} onChange={(prix_unitaire) => setLine(index, { prix_unitaire })} maxLength={NUMBER_TEXT_MAX} {...field(`composants.${index}.prix_unitaire`)} />
          <Button
            variant="text"
            size="small"
            isDisabled={values.composants.length === 1}
            onPress={() => setValues({ ...values, composants: values.composants.filter((_, i) => i !== index) })}
            aria-label={`Retirer le composant ${index + 1}`}
          >
            Retirer
          </Button>
        </fieldset>
      ))}
      {errors['composants'] && (
        <p role="alert" className={s.error}>
          {errors['composants']}
        </p>
      )}
      <div>
        <Button variant="secondary" size="small" onPress={() => setValues({ ...values, composants: [...values.composants, EMPTY_NOMENCLATURE_LINE] })}>
          Ajouter un composant
        </Button>
      </div>
      <TextField label="Main d'œuvre HT par pack" inputMode="decimal" value={values.main_oeuvre} onChange={(main_oeuvre) => setValues({ ...values, main_oeuvre })} maxLength={NUMBER_TEXT_MAX} {...field('main_oeuvre')} />
      <div className={s.totals}>
        <p role="status">
          {estimate ? `Coût de revient estimé : ${formatEuros(estimate.cout_total)}` : 'Coût de revient : à compléter'}
          {estimate && estimate.sans_prix.length > 0 && ` (sans prix connu : ${estimate.sans_prix.join(', ')})`}
        </p>
        <Button type="submit" isDisabled={isSaving}>
          {isSaving ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
