import { Controller } from 'react-hook-form';
import { FRENCH, NewProductFormSchema, ProductEditFormSchema, productEditFormValues, type FormErrors, type NewProduct, type Product, type ProductEdit } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useRefusedFields } from '../../forms/useRefusedFields.ts';
import { checkboxBinding, selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { ProductPhotos, type ProductPhotosProps } from '../ProductPhotos/ProductPhotos.tsx';
import * as s from './ProductEditor.css.ts';

export interface ProductEditorProps {
  /** The product as stored; absent for "Nouveau produit", which also asks for its reference. */
  product?: Product | undefined;
  /** The rayons a product can be filed under: code as `id`, label as `label`. */
  rayons: readonly SelectOption[];
  /** The body of PUT /admin/products/{id}, or of POST /admin/products (with its reference) for a new one. */
  onSave: (edit: ProductEdit | NewProduct) => void;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The fields the API refused on the last save, by field name, each with its French message. */
  refusedFields?: FormErrors;
  /** The product's front and back photos, sent one by one apart from the save. */
  photos?: ProductPhotosProps | undefined;
  /** "Archiver": out of the catalogue, kept on past orders and invoices; absent on a new product. */
  onArchive?: (() => void) | undefined;
}

const NO_ERRORS: FormErrors = {};

/** Spec 1 §3's technical fields, by their form names, and their labels. */
const TECHNICAL_FIELDS = [
  ['brand', 'Marque'],
  ['model', 'Modèle'],
  ['voltage', 'Tension (V)'],
  ['capacity', 'Capacité'],
  ['technologie', 'Technologie'],
  ['weight', 'Poids'],
  ['warranty', 'Garantie'],
  ['dimensions', 'Dimensions'],
  ['terminals', 'Connectique'],
  ['lifecycle', 'Durée de vie'],
  ['temperature', 'Température d’utilisation'],
] as const;

/**
 * Creates or edits one product of the catalogue: name, description, rayon, EAN, price, stock,
 * promotion and spec 1 §3's technical fields (brand, model, voltage, capacity, technology, weight,
 * warranty, specifications). Wrong values are named beside their field before anything is sent,
 * and so are the ones the API refuses (an unknown rayon, a taken reference). Its photos, when
 * given, are replaced or removed at once.
 */
export function ProductEditor({ product, rayons, onSave, isSaving = false, refusedFields = NO_ERRORS, photos, onArchive }: ProductEditorProps) {
  const form = useSchemaForm(product ? ProductEditFormSchema : NewProductFormSchema, productEditFormValues(product, rayons[0]?.id), FRENCH);
  const { control } = form;
  useRefusedFields(form, refusedFields);
  // A rayon that is no longer offered still shows as the product's own.
  const options = !product || rayons.some((rayon) => rayon.id === product.category) ? rayons : [...rayons, { id: product.category, label: product.category }];
  return (
    <form className={s.form} onSubmit={form.handleSubmit((edit) => onSave(edit))} aria-label={product ? `Fiche de ${product.reference ?? product.id}` : 'Nouveau produit'} noValidate>
      {!product && <FormTextField control={control} name="reference" label="Référence" isRequired />}
      <FormTextField control={control} name="name" label="Désignation" />
      <FormTextField control={control} name="description" label="Description" multiline />
      <div className={s.columns}>
        <Controller control={control} name="category" render={(binding) => <Select {...selectBinding(binding)} label="Rayon" options={options} />} />
        <FormTextField control={control} name="ean" label="EAN" inputMode="numeric" />
        <FormTextField control={control} name="price" label="Prix HT (€)" inputMode="decimal" />
        <FormTextField control={control} name="stock" label="Stock" inputMode="numeric" />
      </div>
      <div className={s.columns}>
        {TECHNICAL_FIELDS.map(([name, label]) => (
          <FormTextField key={name} control={control} name={name} label={label} />
        ))}
      </div>
      {photos && <ProductPhotos {...photos} />}
      <Controller control={control} name="isPromoted" render={(binding) => <Checkbox {...checkboxBinding(binding)}>En promotion</Checkbox>} />
      <Controller
        control={control}
        name="isNetPrice"
        render={(binding) => <Checkbox {...checkboxBinding(binding)}>Prix net : aucune remise de grille, exclu des retours</Checkbox>}
      />
      <div className={s.actions}>
        {onArchive && (
          <Button variant="secondary" onPress={onArchive} isDisabled={isSaving}>
            Archiver
          </Button>
        )}
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          {product ? 'Enregistrer' : 'Créer le produit'}
        </SubmitButton>
      </div>
    </form>
  );
}
