import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormErrors } from '@otech/domain';

/**
 * What only the server knows (an unknown rayon, a part outside the catalogue), shown beside its field
 * until that field is edited. Keyed by content: a page hands a new object at each of its renders.
 */
export function useRefusedFields<TValues extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  refusedFields: FormErrors,
) {
  const refused = JSON.stringify(refusedFields);
  useEffect(() => {
    for (const [path, message] of Object.entries(JSON.parse(refused) as FormErrors)) form.setError(path as FieldPath<TValues>, { type: 'server', message });
  }, [form, refused]);
}
