import { formatEurosHT, fromCents, priceBreakText, PricePreviewFormSchema } from '@otech/domain';
import type { PricePreview, PricePreviewForm } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import * as layout from '../../forms/formLayout.css.ts';

export interface PricePreviewPanelProps {
  /** The client number and the product reference, trimmed and checked (domain `PricePreviewFormSchema`). */
  onPreview: (query: PricePreviewForm) => void;
  /** The last preview, or why it failed ("Référence inconnue : …", "Client introuvable"). */
  preview?: { status: 'ready'; data: PricePreview } | { status: 'error'; message: string } | { status: 'loading' } | undefined;
}

const SOURCE_LABELS: Record<PricePreview['source'], string> = {
  contract: 'prix contrat du client',
  net: 'prix net de sa grille',
  rule: 'règle de sa grille',
  public: 'prix public',
};

/** "Prix pour ce client" (issue 21): what a client pays for any product, where the price comes from, and its breaks. */
export function PricePreviewPanel({ onPreview, preview }: PricePreviewPanelProps) {
  const { control, handleSubmit } = useSchemaForm(PricePreviewFormSchema, { clientId: '', productId: '' });
  const shown = preview?.status === 'ready' ? preview.data : undefined;
  return (
    <Card title="Prix pour ce client">
      <form className={layout.form} aria-label="Prix pour ce client" noValidate onSubmit={handleSubmit((query) => onPreview(query))}>
        <div className={layout.row}>
          <FormTextField control={control} name="clientId" label="N° client" inputMode="numeric" />
          <FormTextField control={control} name="productId" label="Référence produit" />
        </div>
        <div className={layout.actions}>
          <SubmitButton control={control} pending={preview?.status === 'loading'} pendingLabel="Calcul du prix...">
            Voir le prix
          </SubmitButton>
        </div>
        {preview?.status === 'error' && <FormNotice tone="error">{preview.message}</FormNotice>}
        {shown && (
          <div role="status" aria-label="Prix calculé">
            <p>
              {`${shown.client.societe} (grille ${shown.client.listName}) paie ${shown.product.name} `}
              <strong>{formatEurosHT(fromCents(shown.unitPriceCents))}</strong>
              {` l'unité : ${SOURCE_LABELS[shown.source]}`}
              {shown.unitPriceCents !== shown.publicPriceCents && ` (prix public ${formatEurosHT(fromCents(shown.publicPriceCents))})`}.
            </p>
            {shown.breaks.length > 0 && (
              <ul className={layout.smallText}>
                {shown.breaks.map((line) => (
                  <li key={line.fromQuantity}>{priceBreakText(line)}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </Card>
  );
}
