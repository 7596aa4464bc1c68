import { formatEuros, formatInteger, type OrderItem } from '@otech/domain';
import { Card } from '../../base/Card/Card.tsx';
import * as t from '../../admin/adminTable.css.ts';

export interface OrderLinesCardProps {
  items: readonly OrderItem[];
}

/** "Articles" of an order: product and reference, quantity, unit and line prices before tax. */
export function OrderLinesCard({ items }: OrderLinesCardProps) {
  return (
    <Card title="Articles">
      <div className={t.scroller}>
        <table className={t.table}>
          <thead>
            <tr>
              <th scope="col" className={t.headCell}>Produit</th>
              <th scope="col" className={`${t.headCell} ${t.numeric}`}>Quantité</th>
              <th scope="col" className={`${t.headCell} ${t.numeric}`}>Prix unitaire HT</th>
              <th scope="col" className={`${t.headCell} ${t.numeric}`}>Total HT</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.productId}>
                <th scope="row" className={t.cell}>
                  {item.productName}
                  <span className={t.muted}>{item.productId}</span>
                </th>
                <td className={`${t.cell} ${t.numeric}`}>{formatInteger(item.quantity)}</td>
                <td className={`${t.cell} ${t.numeric}`}>{formatEuros(item.unitPrice)}</td>
                <td className={`${t.cell} ${t.numeric}`}>{formatEuros(item.totalPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
