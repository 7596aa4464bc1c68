import { useState, type FormEvent } from 'react';
import {
  FRENCH,
  ReferencementInputSchema,
  SEO_DESCRIPTION_MAX,
  SEO_HINTS,
  SEO_SLUG_MAX,
  SEO_TITLE_MAX,
  seoLengthHint,
  slugify,
  validateForm,
  type FormErrors,
  type ReferencementInput,
  type ReferencementRow,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import * as s from './ReferencementEditor.css.ts';

export interface ReferencementEditorProps {
  row: ReferencementRow;
  onSave: (input: ReferencementInput) => void;
}

/** A page's title, description and slug, each with the length search engines show beside it. */
export function ReferencementEditor({ row, onSave }: ReferencementEditorProps) {
  const [values, setValues] = useState<ReferencementInput>({ titre: row.titre, description: row.description, slug: row.slug });
  const [errors, setErrors] = useState<FormErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ReferencementInputSchema, values, FRENCH);
    if (checked.ok) onSave(checked.value);
    else setErrors(checked.errors);
  };
  const field = (name: keyof ReferencementInput) => ({
    value: values[name],
    onChange: (value: string) => setValues({ ...values, [name]: value }),
    isInvalid: errors[name] !== undefined,
    errorMessage: errors[name],
  });
  return (
    <form className={s.form} onSubmit={submit} aria-label={`Référencement de ${row.libelle}`} noValidate>
      <TextField label="Titre" maxLength={SEO_TITLE_MAX} description={seoLengthHint(values.titre, SEO_HINTS.titre).text} {...field('titre')} />
      <TextField label="Description" multiline maxLength={SEO_DESCRIPTION_MAX} description={seoLengthHint(values.description, SEO_HINTS.description).text} {...field('description')} />
      <TextField label="Slug" maxLength={SEO_SLUG_MAX} description="Lettres minuscules, chiffres et tirets" {...field('slug')} />
      <div className={s.actions}>
        <Button variant="text" size="small" onPress={() => setValues({ ...values, slug: slugify(values.titre) })}>
          Slug depuis le titre
        </Button>
        <Button type="submit">Enregistrer</Button>
      </div>
    </form>
  );
}
