import { formatEuros, formatInteger, type OrderItem } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import { ColumnTable, type TableColumn } from '../../admin/AdminTable/ColumnTable.tsx';
import * as t from '../../admin/adminTable.css.ts';

export interface OrderLinesCardProps {
  /** The order's lines: product, reference, quantity, unit price HT. */
  items: readonly OrderItem[];
}

const COLUMNS: TableColumn<OrderItem>[] = [
  {
    header: 'Produit',
    cell: (item) => (
      <>
        {item.productName}
        <span className={t.muted}>{item.productId}</span>
      </>
    ),
  },
  { header: 'Quantité', align: 'end', cell: (item) => formatInteger(item.quantity) },
  { header: 'Prix unitaire HT', align: 'end', cell: (item) => formatEuros(item.unitPrice) },
  { header: 'Total HT', align: 'end', cell: (item) => formatEuros(item.totalPrice) },
];

/** "Articles" of an order: product and reference, quantity, unit and line prices before tax. */
export function OrderLinesCard({ items }: OrderLinesCardProps) {
  return (
    <Card title="Articles">
      <ColumnTable columns={COLUMNS} rows={items} rowKey={(item) => item.productId} label="Articles de la commande" />
    </Card>
  );
}
