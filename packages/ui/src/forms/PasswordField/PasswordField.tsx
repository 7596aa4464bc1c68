import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../FormTextField/FormTextField.tsx';

export type PasswordFieldProps<TValues extends FieldValues, TOutput extends FieldValues> = Omit<
  FormTextFieldProps<TValues, TOutput>,
  'type' | 'multiline' | 'label'
> & {
  label?: string;
};

/**
 * A required password field of a schema form, with the show/hide button of TextField; by default
 * the sign-in one ("Mot de passe", the browser's saved password).
 */
export function PasswordField<TValues extends FieldValues, TOutput extends FieldValues>({
  label = 'Mot de passe',
  autoComplete = 'current-password',
  isRequired = true,
  ...props
}: PasswordFieldProps<TValues, TOutput>) {
  return <FormTextField {...props} label={label} type="password" autoComplete={autoComplete} isRequired={isRequired} />;
}
