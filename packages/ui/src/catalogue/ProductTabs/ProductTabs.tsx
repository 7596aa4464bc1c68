import { specificationRows, type Product } from '@otech/domain';
import { Chip } from '../../base/Chip/Chip.tsx';
import { Tabs } from '../../base/Tabs/Tabs.tsx';
import * as styles from './ProductTabs.css.ts';

export interface ProductTabsProps {
  /** The product whose specifications, compatible models and certifications are shown. */
  product: Product;
  /** The tab open at first; "Spécifications" by default. */
  defaultSelectedId?: 'specifications' | 'compatibility' | 'certifications';
}

// The spec lists these tabs' contents but gives no text for an empty one.
const NOT_GIVEN = 'Non renseigné';

function TagList({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <p className={styles.none}>{NOT_GIVEN}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Chip label={item} />
        </li>
      ))}
    </ul>
  );
}

/** The detail page's tabs (spec 1 §2): Spécifications, Compatibilité ("Compatible avec:"), Certifications. */
export function ProductTabs({ product, defaultSelectedId }: ProductTabsProps) {
  const rows = specificationRows(product);
  return (
    <Tabs
      label="Informations produit"
      defaultSelectedId={defaultSelectedId}
      items={[
        {
          id: 'specifications',
          label: 'Spécifications',
          content:
            rows.length === 0 ? (
              <p className={styles.none}>{NOT_GIVEN}</p>
            ) : (
              <dl className={styles.specifications}>
                {rows.map((row) => (
                  <div key={row.label} className={styles.row}>
                    <dt className={styles.term}>{row.label}</dt>
                    <dd className={styles.value}>{row.value}</dd>
                  </div>
                ))}
              </dl>
            ),
        },
        {
          id: 'compatibility',
          label: 'Compatibilité',
          content: (
            <>
              <p className={styles.heading}>Compatible avec:</p>
              <TagList items={product.compatibleWith} label="Modèles compatibles" />
            </>
          ),
        },
        {
          id: 'certifications',
          label: 'Certifications',
          content: <TagList items={product.certifications} label="Certifications" />,
        },
      ]}
    />
  );
}
