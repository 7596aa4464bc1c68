import { useEffect } from 'react';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import {
  editorCatalogue,
  EMPTY_NOMENCLATURE_LINE,
  formatEuros,
  FRENCH,
  NEW_NOMENCLATURE_FORM,
  nomenclatureEstimate,
  NomenclatureFormSchema,
  nomenclatureFormValues,
  NUMBER_TEXT_MAX,
  TEXT_LIMITS,
  type FormErrors,
  type NomenclatureFormValues,
  type NomenclatureInput,
  type NomenclaturePart,
  type NomenclatureView,
  type PricedProduct,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useRefusedFields } from '../../forms/useRefusedFields.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as s from './AdminNomenclaturesPage.css.ts';

export interface NomenclatureEditorProps {
  /** The bill edited; absent, a new bill is made. */
  bom?: NomenclatureView;
  /** "Enregistrer" with the fields valid: the nomenclature as typed, quantities and prices HT read. */
  onSave: (input: NomenclatureInput) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The fields the API refused on the last save, by field path, each with its French message. */
  refusedFields?: FormErrors;
  /** The catalogue's name and price HT of the references typed so far (the shop asks for them): shown on their lines at once. */
  catalogueParts?: readonly NomenclaturePart[];
  /** The references typed in the lines changed (trimmed, each once): the shop looks their catalogue prices up. */
  onReferencesChange?: (references: string[]) => void;
}

const NO_ERRORS: FormErrors = {};
const NO_PARTS: readonly NomenclaturePart[] = [];

/**
 * Edits a pack's components and assembly cost; the cost is rolled up again as the fields change,
 * each catalogue part at its catalogue price as soon as its reference is known (the server rolls it
 * up again from the catalogue on save).
 */
export function NomenclatureEditor({ bom, onSave, isSaving = false, refusedFields = NO_ERRORS, catalogueParts = NO_PARTS, onReferencesChange }: NomenclatureEditorProps) {
  const form = useSchemaForm(NomenclatureFormSchema, bom ? nomenclatureFormValues(bom) : NEW_NOMENCLATURE_FORM, FRENCH);
  const { control } = form;
  const lines = useFieldArray({ control, name: 'composants' });
  const values = useWatch({ control }) as NomenclatureFormValues;
  const { errors } = useFormState({ control });
  useRefusedFields(form, refusedFields);
  const catalogue = editorCatalogue(bom, catalogueParts);
  const estimate = nomenclatureEstimate(values, bom?.id ?? '', catalogue);
  const typed = JSON.stringify([...new Set(values.composants.map((line) => line.reference.trim()).filter(Boolean))]);
  useEffect(() => onReferencesChange?.(JSON.parse(typed) as string[]), [typed, onReferencesChange]);
  const linesMessage = errors.composants?.root?.message ?? errors.composants?.message;
  return (
    <form className={s.form} onSubmit={form.handleSubmit((input) => onSave(input))} aria-label={bom ? `Nomenclature de ${bom.designation}` : 'Nouvelle nomenclature'} noValidate>
      <FormTextField control={control} name="reference" label="Référence du pack" maxLength={TEXT_LIMITS.line} />
      <FormTextField control={control} name="designation" label="Désignation du pack" maxLength={TEXT_LIMITS.line} />
      {lines.fields.map((line, index) => (
        <fieldset key={line.id} className={s.line} aria-label={`Composant ${index + 1}`}>
          {/* The catalogue price under its reference: one cell, so every line keeps the same columns. */}
          <div>
            {/* A new reference may make the line's refused name and cost right (a catalogue part needs neither): they are checked again. */}
            <FormTextField
              control={control}
              name={`composants.${index}.reference`}
              label="Référence"
              maxLength={TEXT_LIMITS.line}
              deps={[`composants.${index}.designation`, `composants.${index}.prix_unitaire`]}
            />
            <CataloguePrice part={catalogue.get(values.composants[index]?.reference.trim() ?? '')} />
          </div>
          <FormTextField control={control} name={`composants.${index}.designation`} label="Désignation (pièce hors catalogue)" maxLength={TEXT_LIMITS.line} />
          <FormTextField control={control} name={`composants.${index}.quantite`} label="Quantité" inputMode="numeric" maxLength={NUMBER_TEXT_MAX} />
          <FormTextField control={control} name={`composants.${index}.prix_unitaire`} label="Prix unitaire HT (hors catalogue)" inputMode="decimal" maxLength={NUMBER_TEXT_MAX} />
          <Button variant="text" size="small" isDisabled={lines.fields.length === 1} onPress={() => lines.remove(index)} aria-label={`Retirer le composant ${index + 1}`}>
            Retirer
          </Button>
        </fieldset>
      ))}
      {linesMessage && (
        <p role="alert" className={s.error}>
          {linesMessage}
        </p>
      )}
      <div>
        <Button variant="secondary" size="small" onPress={() => lines.append(EMPTY_NOMENCLATURE_LINE)}>
          Ajouter un composant
        </Button>
      </div>
      <FormTextField control={control} name="main_oeuvre" label="Main d'œuvre HT par pack" inputMode="decimal" maxLength={NUMBER_TEXT_MAX} />
      <div className={s.totals}>
        <p role="status">
          {estimate ? `Coût de revient estimé : ${formatEuros(estimate.cout_total)}` : 'Coût de revient : à compléter'}
          {estimate && estimate.sans_prix.length > 0 && ` (sans prix connu : ${estimate.sans_prix.join(', ')})`}
        </p>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </form>
  );
}

/** A catalogue part's name and price HT on its line, before the bill is saved. */
function CataloguePrice({ part }: { part: PricedProduct | undefined }) {
  if (!part) return null;
  return (
    <p className={s.cataloguePrice}>
      Prix catalogue : {formatEuros(part.price)} HT · {part.name}
    </p>
  );
}
