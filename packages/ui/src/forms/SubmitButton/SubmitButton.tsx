import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { Button, type ButtonProps } from '../../base/Button/Button.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';

export type SubmitButtonProps<TValues extends FieldValues, TOutput extends FieldValues> = Pick<
  ButtonProps,
  'size' | 'fullWidth' | 'variant'
> & {
  children: string;
  /** The form it sends, from `useSchemaForm`: the button stays disabled while the form is invalid. */
  control: Control<TValues, unknown, TOutput>;
  /** While true the button is disabled and shows a spinner with `pendingLabel` (spec 1 section 4). */
  pending: boolean;
  /** What is under way, e.g. "Connexion..."; both the visible text and the spinner's name. */
  pendingLabel: string;
};

/** A form's submit button: disabled while the form is invalid or being sent (spec 1 and 3, section 5). */
export function SubmitButton<TValues extends FieldValues, TOutput extends FieldValues>({
  children,
  control,
  pending,
  pendingLabel,
  ...props
}: SubmitButtonProps<TValues, TOutput>) {
  const { isValid } = useFormState({ control });
  return (
    <Button {...props} type="submit" isDisabled={pending || !isValid}>
      {pending ? (
        <>
          <Spinner inline size="small" hideLabel label={pendingLabel} />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
