import { useId } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../base/Button/Button.tsx';
import { TriggerButton } from '../../base/Button/TriggerButton.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as s from './ColumnMappingPanel.css.ts';

/** A column of the file the catalogue does not know, with the field chosen for it (null: ignored). */
export interface UnmappedColumn {
  header: string;
  column: string | null;
}

export interface ColumnMappingPanelProps {
  /** The file's columns the catalogue does not know, each prefilled with the field its name suggests. */
  columns: readonly UnmappedColumn[];
  /** The catalogue fields a column can be read as. */
  fields: readonly SelectOption[];
  /** A file column mapped to a shop field (its name), or to none (null). */
  onColumnChange: (header: string, column: string | null) => void;
  /** Checks the file again with this mapping (a dry run); absent until a file is chosen. */
  onCheck?: (() => void) | undefined;
  /** A mapping file chosen (the JSON of the CLI's --map). */
  onUpload: (file: File) => void;
  /** Saves the mapping as a file; absent while there is nothing to save. */
  onDownload?: (() => void) | undefined;
  /** The name of the mapping file in use, if one was loaded. */
  loadedFrom?: string | undefined;
  /** Why the mapping file chosen was refused, in French. */
  uploadError?: string | undefined;
  /** While the import runs: the selects are greyed. */
  isDisabled?: boolean;
}

/** The select's value for "ignore this column": no catalogue field has this name. */
const IGNORED = '(ignorée)';

/**
 * "Correspondance des colonnes" of the catalogue import: each column the catalogue does not know
 * gets a field (or is ignored), and the whole mapping loads from and saves to the same JSON file
 * as `otech import products --map`, so a supplier's file is mapped once.
 */
export function ColumnMappingPanel({ columns, fields, onColumnChange, onCheck, onUpload, onDownload, loadedFrom, uploadError, isDisabled = false }: ColumnMappingPanelProps) {
  const titleId = useId();
  const options: SelectOption[] = [{ id: IGNORED, label: 'Ignorer cette colonne' }, ...fields];
  return (
    <section className={s.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.title}>
        Correspondance des colonnes
      </h3>
      {columns.length > 0 ? (
        <>
          <p className={s.help}>Ces colonnes du fichier ne sont pas reconnues : choisissez le champ du catalogue de chacune, puis vérifiez le fichier à nouveau.</p>
          <div className={s.columns}>
            {columns.map(({ header, column }) => (
              <Select
                key={header}
                label={`Colonne "${header}"`}
                options={options}
                value={column ?? IGNORED}
                isDisabled={isDisabled}
                onChange={(chosen) => onColumnChange(header, chosen === IGNORED || chosen === null ? null : chosen)}
              />
            ))}
          </div>
        </>
      ) : (
        <p className={s.help}>Le fichier de correspondance est le même que celui de l&apos;outil en ligne de commande (--map) : chargez-en un avant de choisir le fichier CSV.</p>
      )}
      {loadedFrom && <p className={s.help}>{`Correspondance chargée : ${loadedFrom}`}</p>}
      {uploadError && <FormNotice tone="error">{uploadError}</FormNotice>}
      <div className={s.actions}>
        {onCheck && (
          <Button onPress={onCheck} isDisabled={isDisabled}>
            Vérifier avec cette correspondance
          </Button>
        )}
        <FileTrigger
          acceptedFileTypes={['.json', 'application/json']}
          onSelect={(files) => {
            const file = files?.[0];
            if (file) onUpload(file);
          }}
        >
          <TriggerButton variant="secondary" isDisabled={isDisabled}>
            Charger une correspondance (JSON)
          </TriggerButton>
        </FileTrigger>
        {onDownload && (
          <Button variant="secondary" onPress={onDownload} isDisabled={isDisabled}>
            Télécharger la correspondance (JSON)
          </Button>
        )}
      </div>
    </section>
  );
}
