import { Controller } from 'react-hook-form';
import {
  ADDRESS_COUNTRIES,
  ADDRESS_DEFAULTS,
  ADDRESS_TYPE_LABELS,
  addressSchema,
  type Address,
  type AddressInput,
  type AddressValues,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as formLayout from '../../forms/formLayout.css.ts';
import { checkboxBinding, optionsOf, selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface AddressFormProps {
  /** The address being edited; without it the form is a new address. */
  editing?: Address | undefined;
  /** Sent only when every rule of spec 2 §5 holds (the button stays disabled until then). */
  onSubmit: (values: AddressValues) => void;
  /** "Annuler": empties the form and leaves editing. */
  onCancel: () => void;
  /** While the change is being stored: the submit button waits and shows it. */
  saving?: boolean;
}

const countryOptions = ADDRESS_COUNTRIES.map((country) => ({ id: country, label: country }));
const typeOptions = optionsOf(ADDRESS_TYPE_LABELS);

function valuesOf(address: Address | undefined): AddressInput {
  if (!address) return ADDRESS_DEFAULTS;
  const { name, company = '', street, postalCode, city, country, phone = '', isDefault, type } = address;
  return { name, company, street, postalCode, city, country, phone, isDefault, type };
}

/** The delivery address form of "Livraisons" (spec 2 §2.3 tab 4, §5), new or edited. */
export function AddressForm({ editing, onSubmit, onCancel, saving = false }: AddressFormProps) {
  // The book remounts the form (its key) for another address or a fresh start.
  const { control, handleSubmit } = useSchemaForm(addressSchema, valuesOf(editing));
  return (
    <form className={formLayout.form} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} aria-label={editing ? "Modifier l'adresse" : 'Nouvelle adresse'}>
      <fieldset className={formLayout.section} disabled={saving}>
        <FormTextField control={control} name="name" label="Nom de l'adresse" isRequired />
        <FormTextField control={control} name="company" label="Société" autoComplete="organization" />
        <FormTextField control={control} name="street" label="Adresse" autoComplete="street-address" isRequired />
        <div className={formLayout.row}>
          <FormTextField control={control} name="postalCode" label="Code postal" autoComplete="postal-code" isRequired />
          <FormTextField control={control} name="city" label="Ville" autoComplete="address-level2" isRequired />
        </div>
        <div className={formLayout.row}>
          <Controller control={control} name="country" render={(b) => <Select {...selectBinding(b)} label="Pays" options={countryOptions} isRequired />} />
          <Controller control={control} name="type" render={(b) => <Select {...selectBinding(b)} label="Type" options={typeOptions} isRequired />} />
        </div>
        <FormTextField control={control} name="phone" label="Téléphone" type="tel" autoComplete="tel" />
        <Controller control={control} name="isDefault" render={(b) => <Checkbox {...checkboxBinding(b)}>Adresse par défaut</Checkbox>} />
      </fieldset>
      <div className={formLayout.actions}>
        <SubmitButton control={control} pending={saving} pendingLabel="Enregistrement...">
          {editing ? 'Mettre à jour' : "Ajouter l'adresse"}
        </SubmitButton>
        <Button variant="secondary" onPress={onCancel} isDisabled={saving}>
          Annuler
        </Button>
      </div>
    </form>
  );
}
