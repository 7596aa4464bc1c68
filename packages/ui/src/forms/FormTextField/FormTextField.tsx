import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../../base/TextField/TextField.tsx';
import { maxLengthOf, textFieldBinding } from '../useSchemaForm.ts';

export type FormTextFieldProps<TValues extends FieldValues, TOutput extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** The form's control, from `useSchemaForm`: value, touched state and message come from it. */
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  /** Fields checked again when this one changes: those a rule across fields may now find wrong or right. */
  deps?: FieldPath<TValues>[];
};

/** A TextField bound to one field of a schema form, as long as its schema allows (maxLength). */
export function FormTextField<TValues extends FieldValues, TOutput extends FieldValues>({
  control,
  name,
  deps,
  ...props
}: FormTextFieldProps<TValues, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={(binding) => <TextField {...textFieldBinding(binding)} maxLength={maxLengthOf(control, name)} {...props} />}
    />
  );
}
