import { FileTrigger } from 'react-aria-components';
import { WHOLE_FILE, WHOLE_ROW, type CatalogueImportResult } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TriggerButton } from '../../base/Button/TriggerButton.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { ColumnMappingPanel, type ColumnMappingPanelProps } from '../ColumnMappingPanel/ColumnMappingPanel.tsx';
import * as s from './CatalogueImportPanel.css.ts';

/** Where the import stands: nothing chosen, the dry run or the write under way, or its report. */
export type CatalogueImportState =
  | { status: 'idle' }
  | { status: 'previewing'; fileName: string }
  | { status: 'applying'; report: CatalogueImportResult }
  | { status: 'ready'; report: CatalogueImportResult }
  | { status: 'error'; message: string };

export interface CatalogueImportPanelProps {
  /** Where the import is: a file to choose, being checked, its report (created, updated, refused with line numbers), or failed. */
  state: CatalogueImportState;
  /** A CSV file chosen: the shop sends it for a dry run. */
  onFileChosen: (file: File) => void;
  /** "Appliquer l'import": the same file, written this time. */
  onApply: () => void;
  /** The file's columns mapped to the catalogue's fields, as the CLI's mapping file does. */
  mapping: ColumnMappingPanelProps;
}

// French counts take the singular for 0 and 1.
const count = (n: number, one: string, many: string) => `${n} ${n <= 1 ? one : many}`;

/** Notices about a whole row or file name no column. */
const WHOLE = new Set([WHOLE_ROW, WHOLE_FILE]);

function where(notice: { line?: number | undefined; column?: string | undefined }): string {
  const line = notice.line === undefined ? 'Fichier' : `Ligne ${notice.line}`;
  return notice.column && !WHOLE.has(notice.column) ? `${line}, colonne ${notice.column}` : line;
}

function ImportReport({ report }: { report: CatalogueImportResult }) {
  // The check writes nothing: it says what the import would do (issue 27: "2 produits créés" then).
  const words = report.applied ? { one: 'produit créé', many: 'produits créés', updated: 'mis à jour' } : { one: 'produit à créer', many: 'produits à créer', updated: 'à mettre à jour' };
  return (
    <div className={s.report}>
      <p>
        {report.file} : {count(report.created, words.one, words.many)}, {count(report.updated, words.updated, words.updated)},{' '}
        {count(report.skipped, 'inchangé', 'inchangés')}, {count(report.rejected, 'ligne refusée', 'lignes refusées')}
      </p>
      {report.photos && (
        <p>
          Photos : {count(report.photos.stored, 'enregistrée', 'enregistrées')}
          {report.photos.notStored > 0 && `, ${count(report.photos.notStored, 'non enregistrée (voir les avertissements)', 'non enregistrées (voir les avertissements)')}`}
        </p>
      )}
      {report.rejections.length > 0 && (
        <section aria-label="Lignes refusées">
          <h3 className={s.listTitle}>Lignes refusées</h3>
          <ul className={s.list}>
            {report.rejections.map((rejection, i) => (
              <li key={i}>
                <strong>{where(rejection)}</strong> : {rejection.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {report.warnings.length > 0 && (
        <details>
          <summary>{count(report.warnings.length, 'avertissement', 'avertissements')}</summary>
          <ul className={s.list}>
            {report.warnings.map((warning, i) => (
              <li key={i}>
                <strong>{where(warning)}</strong> : {warning.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/**
 * "Importer un fichier CSV" of /admin/catalogue: the same import as `otech import products`. The
 * file is first read without writing anything and its report shown; it is applied only when no
 * line is refused (all or nothing).
 */
export function CatalogueImportPanel({ state, onFileChosen, onApply, mapping }: CatalogueImportPanelProps) {
  const busy = state.status === 'previewing' || state.status === 'applying';
  const report = state.status === 'ready' || state.status === 'applying' ? state.report : undefined;
  const canApply = report !== undefined && !report.applied && report.rejections.length === 0 && report.created + report.updated > 0;
  return (
    <Card title="Importer un fichier CSV" headingLevel={2}>
      <p className={s.help}>
        Mêmes colonnes que l&apos;outil en ligne de commande (référence, désignation, prix, rayon, stock…, exports PrestaShop, WooCommerce, Shopify ou Magento). Le fichier est
        d&apos;abord vérifié sans rien modifier.
      </p>
      <div className={s.actions}>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv', 'text/plain']} onSelect={(files) => {
          const file = files?.[0];
          if (file) onFileChosen(file);
        }}>
          <TriggerButton variant="secondary" isDisabled={busy}>Choisir un fichier CSV</TriggerButton>
        </FileTrigger>
        {canApply && (
          <Button onPress={onApply} isDisabled={busy}>
            Appliquer l&apos;import
          </Button>
        )}
      </div>
      <ColumnMappingPanel {...mapping} isDisabled={busy} />
      <div aria-live="polite">
        {state.status === 'previewing' && <Spinner label={`Vérification de ${state.fileName}...`} />}
        {state.status === 'applying' && <Spinner label="Import en cours..." />}
        {state.status === 'error' && <FormNotice tone="error">{state.message}</FormNotice>}
        {report?.applied && <FormNotice tone="success">{`Import appliqué : ${count(report.created, 'produit créé', 'produits créés')}, ${report.updated} mis à jour`}</FormNotice>}
        {report && !report.applied && report.rejections.length > 0 && (
          <FormNotice tone="error">Aucun produit importé : corrigez les lignes refusées puis choisissez le fichier à nouveau.</FormNotice>
        )}
        {report && !report.applied && report.rejections.length === 0 && report.created + report.updated === 0 && (
          <FormNotice tone="info">Rien à importer : le catalogue contient déjà ces produits.</FormNotice>
        )}
      </div>
      {report && <ImportReport report={report} />}
    </Card>
  );
}
