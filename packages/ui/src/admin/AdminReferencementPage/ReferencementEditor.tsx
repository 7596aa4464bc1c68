import { useWatch } from 'react-hook-form';
import {
  FRENCH,
  ReferencementInputSchema,
  SEO_HINTS,
  seoLengthHint,
  slugify,
  type ReferencementInput,
  type ReferencementRow,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as s from './ReferencementEditor.css.ts';

export interface ReferencementEditorProps {
  /** The product, category or brand edited, with its current SEO texts. */
  row: ReferencementRow;
  /** "Enregistrer" with the lengths valid: the title, description and text typed. */
  onSave: (input: ReferencementInput) => void;
}

/** A page's title, description and slug, each with the length search engines show beside it. */
export function ReferencementEditor({ row, onSave }: ReferencementEditorProps) {
  const form = useSchemaForm(ReferencementInputSchema, { titre: row.titre, description: row.description, slug: row.slug }, FRENCH);
  const { control } = form;
  const [titre, description] = useWatch({ control, name: ['titre', 'description'] });
  const slugFromTitle = () => form.setValue('slug', slugify(form.getValues('titre')), { shouldValidate: true, shouldDirty: true, shouldTouch: true });
  return (
    <form className={s.form} onSubmit={form.handleSubmit((input) => onSave(input))} aria-label={`Référencement de ${row.libelle}`} noValidate>
      <FormTextField control={control} name="titre" label="Titre" description={seoLengthHint(titre, SEO_HINTS.titre).text} />
      <FormTextField control={control} name="description" label="Description" multiline description={seoLengthHint(description, SEO_HINTS.description).text} />
      <FormTextField control={control} name="slug" label="Slug" description="Lettres minuscules, chiffres et tirets" />
      <div className={s.actions}>
        <Button variant="text" size="small" onPress={slugFromTitle}>
          Slug depuis le titre
        </Button>
        {/* The page closes the editor as it saves: nothing is pending here. */}
        <SubmitButton control={control} pending={false} pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </form>
  );
}
