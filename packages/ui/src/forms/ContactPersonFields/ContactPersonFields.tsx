import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../FormTextField/FormTextField.tsx';
import * as layout from '../formLayout.css.ts';

type PersonValues = { firstName: string; lastName: string; email: string; phone: string };

export type ContactPersonFieldsProps<TValues extends FieldValues & PersonValues, TOutput extends FieldValues> = {
  /** A schema form whose values hold the four fields; their rules come with its schema. */
  control: Control<TValues, unknown, TOutput>;
};

/** Who to reach, all four required: first and last name, then e-mail and phone, two by two. */
export function ContactPersonFields<TValues extends FieldValues & PersonValues, TOutput extends FieldValues>({
  control,
}: ContactPersonFieldsProps<TValues, TOutput>) {
  // The four names are fields of any TValues here; TypeScript cannot see it through the generic.
  const field = (name: keyof PersonValues) => name as FieldPath<TValues>;
  return (
    <>
      <div className={layout.row}>
        <FormTextField control={control} name={field('firstName')} label="Prénom" autoComplete="given-name" isRequired />
        <FormTextField control={control} name={field('lastName')} label="Nom" autoComplete="family-name" isRequired />
      </div>
      <div className={layout.row}>
        <FormTextField control={control} name={field('email')} label="Email" type="email" autoComplete="email" isRequired />
        <FormTextField control={control} name={field('phone')} label="Téléphone" type="tel" autoComplete="tel" isRequired />
      </div>
    </>
  );
}
