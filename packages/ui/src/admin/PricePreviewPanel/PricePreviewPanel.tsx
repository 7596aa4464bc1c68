import { useState } from 'react';
import { formatEurosHT, fromCents } from '@otech/domain';
import type { PricePreview } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import * as layout from '../../forms/formLayout.css.ts';

export interface PricePreviewPanelProps {
  onPreview: (query: { clientId: string; productId: string }) => void;
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
  const [clientId, setClientId] = useState('');
  const [productId, setProductId] = useState('');
  const shown = preview?.status === 'ready' ? preview.data : undefined;
  return (
    <Card title="Prix pour ce client">
      <form
        className={layout.form}
        aria-label="Prix pour ce client"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onPreview({ clientId: clientId.trim(), productId: productId.trim() });
        }}
      >
        <div className={layout.row}>
          <TextField label="N° client" inputMode="numeric" value={clientId} maxLength={10} onChange={setClientId} />
          <TextField label="Référence produit" value={productId} maxLength={255} onChange={setProductId} />
        </div>
        <div className={layout.actions}>
          <Button type="submit" variant="secondary" isDisabled={preview?.status === 'loading' || clientId.trim() === '' || productId.trim() === ''}>
            Voir le prix
          </Button>
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
                  <li key={line.fromQuantity}>{`À partir de ${line.fromQuantity} : ${formatEurosHT(fromCents(line.unitPriceCents))}`}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </form>
    </Card>
  );
}
