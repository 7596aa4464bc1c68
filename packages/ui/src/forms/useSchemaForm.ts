import { useMemo } from 'react';
import {
  useForm,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { fieldMaxLengths } from '@otech/domain';

// Each form's field limits, kept by its control (stable for the form's life), so every text input
// bound to it gets its schema's maxLength without the form stating the numbers again.
const maxLengthsByControl = new WeakMap<object, Readonly<Record<string, number>>>();

/**
 * Form state for the shop's forms: react-hook-form holds the values, touched and error state,
 * and the one set of rules is the @otech/domain valibot schema, so a screen never words or
 * re-checks a rule itself.
 */
export function useSchemaForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<v.InferInput<TSchema>>,
  /** FRENCH (`@otech/domain`) for an entity schema, whose own messages are the CLI's English. */
  lang?: string,
) {
  const form = useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({
    resolver: valibotResolver(schema, lang === undefined ? undefined : { lang }),
    defaultValues,
    // A field's message shows once it is touched or edited (spec 1 and 2, section 5): 'all'
    // checks a field on each change and on leaving it, and leaves untouched fields quiet.
    mode: 'all',
    // Every check of a pipe runs, as the domain's validateForm runs them (the first message still
    // shows): a check across fields or lines (a product on two lines) speaks while another is wrong.
    criteriaMode: 'all',
  });
  const maxLengths = useMemo(() => fieldMaxLengths(schema), [schema]);
  maxLengthsByControl.set(form.control, maxLengths);
  return form;
}

/** The longest text the form's schema accepts in the field, for its input's maxLength; a line of a list (`lines.2.price`) is read as any line (`lines.$.price`). */
export function maxLengthOf<T extends FieldValues>(control: Control<T, unknown, FieldValues>, name: FieldPath<T>): number | undefined {
  const maxLengths = maxLengthsByControl.get(control);
  return maxLengths?.[name] ?? maxLengths?.[name.replace(/\.\d+(?=\.)/g, '.$')];
}

type Binding<T extends FieldValues, N extends FieldPath<T>> = {
  field: ControllerRenderProps<T, N>;
  fieldState: ControllerFieldState;
};

function errorProps(fieldState: ControllerFieldState) {
  return { isInvalid: fieldState.invalid, errorMessage: fieldState.error?.message };
}

/** Props wiring a react-hook-form Controller to the base TextField. */
export function textFieldBinding<T extends FieldValues, N extends FieldPath<T>>({ field, fieldState }: Binding<T, N>) {
  return {
    name: field.name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: () => field.onBlur(),
    isDisabled: field.disabled,
    ...errorProps(fieldState),
  };
}

/** Props wiring a react-hook-form Controller to the base Checkbox. */
export function checkboxBinding<T extends FieldValues, N extends FieldPath<T>>({ field, fieldState }: Binding<T, N>) {
  return {
    name: field.name,
    isSelected: field.value === true,
    onChange: (selected: boolean) => {
      field.onChange(selected);
      // A tick is an edit: it counts as touching the box, so its message can show at once.
      field.onBlur();
    },
    isDisabled: field.disabled,
    ...errorProps(fieldState),
  };
}

/** Props wiring a react-hook-form Controller to the base Select; an empty choice is ''. */
export function selectBinding<T extends FieldValues, N extends FieldPath<T>>({ field, fieldState }: Binding<T, N>) {
  return {
    name: field.name,
    value: typeof field.value === 'string' && field.value !== '' ? field.value : null,
    onChange: (id: string | null) => {
      field.onChange(id ?? '');
      field.onBlur();
    },
    isDisabled: field.disabled,
    ...errorProps(fieldState),
  };
}

/** Select options from one of the domain's label tables, in the table's order. */
export function optionsOf(labels: Readonly<Record<string, string>>) {
  return Object.entries(labels).map(([id, label]) => ({ id, label }));
}
