import { formatDate, formatEuros, type CustomerShipment } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { FactList } from '../../admin/FactList/FactList.tsx';
import * as s from './ShipmentsCard.css.ts';

export interface ShipmentsCardProps {
  /** The order's parcels, first shipped first. */
  shipments: readonly CustomerShipment[];
  /** Downloads the parcel's delivery note ("Bon de livraison"). */
  onDownloadDeliveryNote: (shipment: CustomerShipment) => void;
  /** Downloads the parcel's invoice; without it the invoice number is shown as text. */
  onDownloadInvoice?: (shipment: CustomerShipment) => void;
  /** Staff only: issues the invoice of a parcel shipped without one. Without it, such a parcel reads "Facture à venir". */
  onIssueInvoice?: ((shipment: CustomerShipment) => void) | undefined;
  /** The parcel whose invoice is being issued (its button is busy). */
  issuingInvoiceFor?: string | undefined;
}

function InvoiceOfParcel({ shipment, onDownloadInvoice, onIssueInvoice, issuingInvoiceFor }: { shipment: CustomerShipment } & Omit<ShipmentsCardProps, 'shipments' | 'onDownloadDeliveryNote'>) {
  const { invoice } = shipment;
  if (invoice) {
    const label = `Facture ${invoice.number} (${formatEuros(invoice.amountTTC)} TTC)`;
    return onDownloadInvoice ? (
      <Button variant="text" size="small" onPress={() => onDownloadInvoice(shipment)}>
        {label}
      </Button>
    ) : (
      <span>{label}</span>
    );
  }
  if (!onIssueInvoice) return <span>Facture à venir</span>;
  const busy = issuingInvoiceFor === shipment.id;
  return (
    <Button variant="primary" size="small" isDisabled={busy} onPress={() => onIssueInvoice(shipment)}>
      {busy ? 'Émission...' : 'Émettre la facture'}
    </Button>
  );
}

/**
 * "Expéditions" of an order (issue 22): each parcel with its delivery note number and date, carrier,
 * tracking number, what it carried, its delivery note, and its invoice. Shown to staff and to the customer.
 */
export function ShipmentsCard({ shipments, onDownloadDeliveryNote, ...invoiceActions }: ShipmentsCardProps) {
  return (
    <Card title="Expéditions">
      {shipments.length === 0 ? (
        <p className={s.empty}>Aucun colis expédié pour le moment.</p>
      ) : (
        <ol className={s.parcels}>
          {shipments.map((shipment) => (
            <li key={shipment.id} className={s.parcel} aria-label={`Colis ${shipment.number}`}>
              <h3 className={s.parcelTitle}>
                Colis {shipment.number} du {formatDate(shipment.shippedAt)}
              </h3>
              <FactList facts={[['Transporteur', shipment.carrier], ['Numéro de suivi', shipment.trackingNumber]]} />
              <ul className={s.lines}>
                {shipment.lines.map((line) => (
                  <li key={line.line}>
                    {line.quantity} × {line.productName}
                  </li>
                ))}
              </ul>
              <div className={s.actions}>
                <Button variant="secondary" size="small" onPress={() => onDownloadDeliveryNote(shipment)}>
                  Bon de livraison
                </Button>
                <InvoiceOfParcel shipment={shipment} {...invoiceActions} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
