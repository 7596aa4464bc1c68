import { useId, useState, type FormEvent } from 'react';
import { Input, TextField } from 'react-aria-components';
import { NUMBER_TEXT_MAX, validateStockForm } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
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
  const [typed, setTyped] = useState(String(stock));
  const [message, setMessage] = useState<string | undefined>();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateStockForm({ stock: typed });
    setMessage(result.ok ? undefined : result.errors['stock']);
    if (result.ok) onSave(result.value.stock);
  };
  return (
    <form className={form} onSubmit={submit} aria-label={`Stock de ${reference}`}>
      <TextField
        aria-label={`Stock de ${reference}`}
        value={typed}
        onChange={setTyped}
        maxLength={NUMBER_TEXT_MAX}
        inputMode="numeric"
        isInvalid={message !== undefined}
        aria-describedby={message ? errorId : undefined}
      >
        <Input className={`${input} ${countInput}`} />
      </TextField>
      <Button type="submit" variant="secondary" size="small" isDisabled={isSaving} aria-label={`Enregistrer le stock de ${reference}`}>
        Enregistrer
      </Button>
      {message && (
        <span id={errorId} role="alert" className={`${fieldError} ${error}`}>
          {message}
        </span>
      )}
    </form>
  );
}
