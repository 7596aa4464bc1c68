import { Button } from '../../base/Button/Button.tsx';

export interface InvoicePdfButtonProps {
  /** The invoice's number, which names the button for screen readers. */
  invoiceNumber: string;
  /** The visible text ("PDF" in a table, "Télécharger le PDF" on a card). */
  label: string;
  /** While the PDF downloads: the button waits and says so. */
  downloading: boolean;
  /** The PDF asked for. */
  onPress: () => void;
}

/** Downloads one invoice's PDF; its name says which invoice, and it waits while the file comes. */
export function InvoicePdfButton({ invoiceNumber, label, downloading, onPress }: InvoicePdfButtonProps) {
  const text = downloading ? 'Téléchargement...' : label;
  return (
    <Button size="small" variant="secondary" aria-label={`${text} de la facture ${invoiceNumber}`} isDisabled={downloading} onPress={onPress}>
      {text}
    </Button>
  );
}
