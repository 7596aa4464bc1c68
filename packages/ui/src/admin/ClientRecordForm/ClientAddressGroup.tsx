import type { Control, FieldValues } from 'react-hook-form';
import type { StaffClientField } from '@otech/domain';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import * as layout from '../../forms/formLayout.css.ts';

/** The spec's client address fields, in its order, with their labels. */
const ADDRESS_LINES = [
  ['adresse_debut', 'Adresse'],
  ['adresse_milieu', 'Complément d’adresse'],
  ['adresse_fin', 'Complément d’adresse 2'],
  ['code_postal', 'Code postal'],
  ['ville', 'Ville'],
  ['pays', 'Pays'],
] as const;

const ADDRESSES = {
  billing: { legend: 'Adresse de facturation', prefix: '', suffix: '', lines: ADDRESS_LINES },
  // A delivery address may be another company's (a site, a workshop): its name comes first.
  delivery: { legend: 'Adresse de livraison', prefix: 'liv_', suffix: ' (livraison)', lines: [['societe', 'Société'], ...ADDRESS_LINES] },
} as const;

export interface ClientAddressGroupProps<TOutput extends FieldValues> {
  /** The client form's control. */
  control: Control<Record<string, string>, unknown, TOutput>;
  /** Which of the client's two addresses: billing fields as the spec names them, delivery ones `liv_…`, labelled « (livraison) ». */
  address: keyof typeof ADDRESSES;
}

/** One of the client's addresses as its own group, named by its legend. */
export function ClientAddressGroup<TOutput extends FieldValues>({ control, address }: ClientAddressGroupProps<TOutput>) {
  const { legend, prefix, suffix, lines } = ADDRESSES[address];
  return (
    <fieldset className={layout.section}>
      <legend className={layout.legend}>{legend}</legend>
      <div className={layout.row}>
        {lines.map(([field, label]) => {
          const name = `${prefix}${field}` satisfies StaffClientField;
          return <FormTextField key={name} control={control} name={name} label={`${label}${suffix}`} />;
        })}
      </div>
    </fieldset>
  );
}
