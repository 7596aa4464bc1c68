import { DropZone, FileTrigger, Form } from 'react-aria-components';
import type { DropItem, FileDropItem } from 'react-aria-components';
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TriggerButton } from '../../base/Button/TriggerButton.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as styles from './QuickOrderForm.css.ts';

/** What a spreadsheet saves or copies: CSV (and its text/plain twin) or an XLSX workbook. */
const ACCEPTED = ['.csv', '.xlsx', 'text/csv', 'text/plain', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

export interface QuickOrderFormProps {
  /** The pasted lines, as typed. */
  text: string;
  /** Called with the pasted or typed lines as they change. */
  onTextChange: (text: string) => void;
  /** "Ajouter au panier": check the pasted lines (and add them when all are valid). */
  onSubmit: () => void;
  /** A CSV or XLSX file chosen or dropped: checked at once. */
  onFileChosen: (file: File) => void;
  /** A check or an add is under way: the form waits. */
  isPending?: boolean;
  /** The API's refusal of the paste or the file ("Trop de lignes : 500 au plus…"). */
  errorMessage?: string | undefined;
}

function firstFile(items: readonly DropItem[]): FileDropItem | undefined {
  return items.find((item): item is FileDropItem => item.kind === 'file');
}

/**
 * "Commande rapide" (issue 22): lines of "référence ou EAN ; quantité" pasted in one field (";", a
 * tab or "," between the two, as a spreadsheet copies them), or a CSV or XLSX file with those two
 * columns, chosen or dropped.
 */
export function QuickOrderForm({ text, onTextChange, onSubmit, onFileChosen, isPending = false, errorMessage }: QuickOrderFormProps) {
  return (
    <Form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <TextField
        label="Vos lignes : référence ou EAN ; quantité"
        description={`Une ligne par produit, ${QUICK_ORDER_MAX_LINES} lignes au plus. Collées depuis un tableur, les deux colonnes conviennent telles quelles.`}
        placeholder={'VP00012;24\n3700123456789;6'}
        multiline
        value={text}
        onChange={onTextChange}
        maxLength={QUICK_ORDER_MAX_CHARS}
        isDisabled={isPending}
      />
      <DropZone
        className={styles.dropZone}
        isDisabled={isPending}
        getDropOperation={(types) => (ACCEPTED.some((type) => types.has(type)) || types.has('application/octet-stream') ? 'copy' : 'cancel')}
        onDrop={(event) => {
          const dropped = firstFile(event.items);
          if (dropped) void dropped.getFile().then(onFileChosen);
        }}
      >
        <span className={styles.dropText}>Ou déposez ici un fichier CSV ou XLSX (référence ou EAN, quantité)</span>
        <FileTrigger
          acceptedFileTypes={ACCEPTED}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onFileChosen(file);
          }}
        >
          <TriggerButton variant="secondary" isDisabled={isPending}>
            Choisir un fichier
          </TriggerButton>
        </FileTrigger>
      </DropZone>
      <div className={styles.actions}>
        <Button type="submit" isDisabled={isPending || text.trim() === ''}>
          {isPending ? 'Vérification en cours...' : 'Ajouter au panier'}
        </Button>
      </div>
    </Form>
  );
}
