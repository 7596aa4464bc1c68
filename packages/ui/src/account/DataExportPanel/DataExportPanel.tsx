import type { DataExportFormat } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Spinner } from '../../base/Spinner/Spinner.tsx';
import * as layout from '../../forms/formLayout.css.ts';

export type DataExportPanelProps = {
  /** An export asked for, in the format chosen (JSON or CSV). */
  onExport: (format: DataExportFormat) => void;
  /** The export under way: its button shows progress, both are disabled. */
  exporting?: DataExportFormat;
  /** The level of its heading in the page around it (2 by default). */
  headingLevel?: 2 | 3;
};

const FORMATS: readonly { format: DataExportFormat; label: string }[] = [
  { format: 'json', label: 'Télécharger (JSON)' },
  { format: 'csv', label: 'Télécharger (CSV)' },
];

/** "Exporter mes données": everything the shop holds about the customer (privacy policy, right of access). */
export function DataExportPanel({ onExport, exporting, headingLevel = 3 }: DataExportPanelProps) {
  return (
    <Card title="Exporter mes données" headingLevel={headingLevel}>
      <p className={layout.smallText}>
        Vos informations, commandes, factures, devis, adresses, favoris et notifications, en JSON ou en CSV (tableur).
      </p>
      <div className={layout.actions}>
        {FORMATS.map(({ format, label }) => (
          <Button key={format} variant="secondary" isDisabled={exporting !== undefined} onPress={() => onExport(format)}>
            {exporting === format ? (
              <>
                <Spinner inline size="small" hideLabel label="Export en cours..." />
                Export en cours...
              </>
            ) : (
              label
            )}
          </Button>
        ))}
      </div>
    </Card>
  );
}
