import { formatEuros, type ProductPage } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { CatalogueImportPanel, type CatalogueImportPanelProps } from '../CatalogueImportPanel/CatalogueImportPanel.tsx';
import * as t from '../adminTable.css.ts';
import * as s from '../adminFilters.css.ts';

export interface AdminCataloguePageProps extends AdminToolbarProps, CatalogueImportPanelProps {
  search: string;
  /** A new search; the shop goes back to page 1 with it. */
  onSearchChange: (search: string) => void;
  products: AsyncState<ProductPage>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRetry: () => void;
}

/** /admin/catalogue: the products searched and paged by the server, and the CSV import. */
export function AdminCataloguePage({ search, onSearchChange, products, page, pageSize, onPageChange, onRetry, state, onFileChosen, onApply, ...toolbar }: AdminCataloguePageProps) {
  return (
    <AdminLayout title="Catalogue" {...toolbar}>
      <CatalogueImportPanel state={state} onFileChosen={onFileChosen} onApply={onApply} />
      <Card>
        <div className={s.filters} role="search" aria-label="Rechercher dans le catalogue">
          <SearchField
            label="Rechercher un produit"
            placeholder="Référence, désignation, marque, EAN"
            defaultValue={search}
            onSubmit={onSearchChange}
            onClear={() => onSearchChange('')}
          />
        </div>
      </Card>
      <AsyncContent
        state={products}
        onRetry={onRetry}
        loadingLabel="Chargement des produits..."
        isEmpty={(result) => result.total === 0}
        empty={<EmptyState icon="SearchX" title={search ? `Aucun produit trouvé pour "${search}"` : 'Aucun produit'} />}
      >
        {(result) => (
          <Card>
            <div className={t.scroller}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col" className={t.headCell}>Référence</th>
                    <th scope="col" className={t.headCell}>Désignation</th>
                    <th scope="col" className={t.headCell}>Rayon</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Prix HT</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Stock</th>
                  </tr>
                </thead>
                <tbody>
                  {result.products.map((product) => (
                    <tr key={product.id}>
                      <th scope="row" className={t.cell}>{product.reference ?? product.id}</th>
                      <td className={t.cell}>
                        {product.name}
                        {product.brand && <span className={t.muted}>{product.brand}</span>}
                      </td>
                      <td className={t.cell}>{product.category}</td>
                      <td className={`${t.cell} ${t.numeric}`}>{formatEuros(product.price)}</td>
                      <td className={`${t.cell} ${t.numeric}`}>
                        {(product.stock ?? 0) > 0 ? product.stock : <Chip label="Rupture" tone="error" />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator page={page} pageSize={pageSize} total={result.total} onPageChange={onPageChange} label="Pages du catalogue" />
          </Card>
        )}
      </AsyncContent>
    </AdminLayout>
  );
}
