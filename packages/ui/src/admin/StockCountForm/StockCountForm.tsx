import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Input, TextField } from 'react-aria-components';
import { FRENCH, StockFormSchema } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { maxLengthOf, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { fieldError, input } from '../../theme/field.css.ts';
import { countInput, error, form } from './StockCountForm.css.ts';

export interface StockCountFormProps {
  /** The product's reference, naming the field and its button for screen readers (« Stock de VP00001 »). */
  reference: string;
  /** The stock stored, in whole units: the field starts with it. */
  stock: number;
  /** While the count is being saved: « Enregistrer » waits. */
  isSaving?: boolean;
  /** « Enregistrer » with a whole number of units, 0 or more: the new stock. */
  onSave: (stock: number) => void;
}

/** One product's stock typed in a list's cell (Logistique's count, decision 237), a wrong count named in French before anything is sent. */
export function StockCountForm({ reference, stock, isSaving = false, onSave }: StockCountFormProps) {
  const { control, handleSubmit } = useSchemaForm(StockFormSchema, { stock: String(stock) }, FRENCH);
  const errorId = useId();
  return (
    <form className={form} onSubmit={(event) => void handleSubmit((value) => onSave(value.stock))(event)} aria-label={`Stock de ${reference}`} noValidate>
      <Controller
        control={control}
        name="stock"
        render={({ field, fieldState }) => (
          <>
            <TextField
              aria-label={`Stock de ${reference}`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              maxLength={maxLengthOf(control, 'stock')}
              inputMode="numeric"
              isInvalid={fieldState.invalid}
              aria-describedby={fieldState.error ? errorId : undefined}
            >
              <Input ref={field.ref} className={`${input} ${countInput}`} />
            </TextField>
            <Button type="submit" variant="secondary" size="small" isDisabled={isSaving} aria-label={`Enregistrer le stock de ${reference}`}>
              Enregistrer
            </Button>
            {fieldState.error?.message && (
              <span id={errorId} role="alert" className={`${fieldError} ${error}`}>
                {fieldState.error.message}
              </span>
            )}
          </>
        )}
      />
    </form>
  );
}
