import { useState, type FormEvent } from 'react';
import {
  EAN_MAX_DIGITS,
  NUMBER_TEXT_MAX,
  productEditFormValues,
  TEXT_LIMITS,
  validateProductEditForm,
  type FormErrors,
  type Product,
  type ProductEdit,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
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
  const [values, setValues] = useState(() => productEditFormValues(product));
  const [errors, setErrors] = useState<FormErrors>({});
  const set = (change: Partial<typeof values>) => setValues({ ...values, ...change });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateProductEditForm(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSave(checked.value);
  };
  const field = (name: string) => {
    const message = errors[name] ?? refusedFields[name];
    return { isInvalid: message !== undefined, errorMessage: message };
  };
  // A rayon that is no longer offered still shows as the product's own.
  const options = rayons.some((rayon) => rayon.id === product.category) ? rayons : [...rayons, { id: product.category, label: product.category }];
  return (
    <form className={s.form} onSubmit={submit} aria-label={`Fiche de ${product.reference ?? product.id}`} noValidate>
      <TextField label="Désignation" value={values.name} onChange={(name) => set({ name })} maxLength={TEXT_LIMITS.line} {...field('name')} />
      <TextField label="Description" multiline value={values.description} onChange={(description) => set({ description })} maxLength={TEXT_LIMITS.long} {...field('description')} />
      <div className={s.columns}>
        <Select label="Rayon" options={options} value={values.category} onChange={(category) => set({ category: category ?? '' })} {...field('category')} />
        <TextField label="EAN" inputMode="numeric" value={values.ean} onChange={(ean) => set({ ean })} maxLength={EAN_MAX_DIGITS} {...field('ean')} />
        <TextField label="Prix HT (€)" inputMode="decimal" value={values.price} onChange={(price) => set({ price })} maxLength={NUMBER_TEXT_MAX} {...field('price')} />
        <TextField label="Stock" inputMode="numeric" value={values.stock} onChange={(stock) => set({ stock })} maxLength={NUMBER_TEXT_MAX} {...field('stock')} />
      </div>
      {photos && <ProductPhotos {...photos} />}
      <Checkbox isSelected={values.isPromoted} onChange={(isPromoted) => set({ isPromoted })}>
        En promotion
      </Checkbox>
      <div className={s.actions}>
        <Button type="submit" isDisabled={isSaving}>
          {isSaving ? 'Enregistrement...' : 'Enregistrer'}
        </Button>
      </div>
    </form>
  );
}
