import { Controller } from 'react-hook-form';
import { FRENCH, ProductEditFormSchema, productEditFormValues, type FormErrors, type Product, type ProductEdit } from '@otech/domain';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useRefusedFields } from '../../forms/useRefusedFields.ts';
import { checkboxBinding, selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { ProductPhotos, type ProductPhotosProps } from '../ProductPhotos/ProductPhotos.tsx';
import * as s from './ProductEditor.css.ts';

export interface ProductEditorProps {
  product: Product;
  /** The rayons a product can be filed under: code as `id`, label as `label`. */
  rayons: readonly SelectOption[];
  onSave: (edit: ProductEdit) => void;
  isSaving?: boolean;
  /** The fields the API refused on the last save, by field name, each with its French message. */
  refusedFields?: FormErrors;
  /** The product's front and back photos, sent one by one apart from the save. */
  photos?: ProductPhotosProps | undefined;
}

const NO_ERRORS: FormErrors = {};

/**
 * Edits one product of the catalogue: name, description, rayon, EAN, price, stock and promotion.
 * Wrong values are named beside their field before anything is sent, and so are the ones the
 * API refuses (an unknown rayon). Its photos, when given, are replaced or removed at once.
 */
export function ProductEditor({ product, rayons, onSave, isSaving = false, refusedFields = NO_ERRORS, photos }: ProductEditorProps) {
  const form = useSchemaForm(ProductEditFormSchema, productEditFormValues(product), FRENCH);
  const { control } = form;
  useRefusedFields(form, refusedFields);
  // A rayon that is no longer offered still shows as the product's own.
  const options = rayons.some((rayon) => rayon.id === product.category) ? rayons : [...rayons, { id: product.category, label: product.category }];
  return (
    <form className={s.form} onSubmit={form.handleSubmit((edit) => onSave(edit))} aria-label={`Fiche de ${product.reference ?? product.id}`} noValidate>
      <FormTextField control={control} name="name" label="Désignation" />
      <FormTextField control={control} name="description" label="Description" multiline />
      <div className={s.columns}>
        <Controller control={control} name="category" render={(binding) => <Select {...selectBinding(binding)} label="Rayon" options={options} />} />
        <FormTextField control={control} name="ean" label="EAN" inputMode="numeric" />
        <FormTextField control={control} name="price" label="Prix HT (€)" inputMode="decimal" />
        <FormTextField control={control} name="stock" label="Stock" inputMode="numeric" />
      </div>
      {photos && <ProductPhotos {...photos} />}
      <Controller control={control} name="isPromoted" render={(binding) => <Checkbox {...checkboxBinding(binding)}>En promotion</Checkbox>} />
      <div className={s.actions}>
        <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </form>
  );
}
