import { useState } from 'react';
import { SEO_HINTS, seoLengthHint, type PagedResult, type ReferencementInput, type ReferencementRow, type ReferencementTarget } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { SearchField } from '../../base/SearchField/SearchField.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as f from '../adminFilters.css.ts';
import * as t from '../adminTable.css.ts';
import { ReferencementEditor } from './ReferencementEditor.tsx';

export interface AdminReferencementPageProps extends AdminToolbarProps {
  cible: ReferencementTarget;
  search: string;
  /** A new kind of page or search; the shop goes back to page 1 with it. */
  onFilterChange: (cible: ReferencementTarget, search: string) => void;
  rows: AsyncState<PagedResult<ReferencementRow>>;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onSave: (row: ReferencementRow, input: ReferencementInput) => void;
}

const TARGET_OPTIONS = [
  { id: 'produit', label: 'Produits' },
  { id: 'rayon', label: 'Rayons' },
];

function LengthHint({ value, ideal }: { value: string; ideal: number }) {
  const hint = seoLengthHint(value, ideal);
  return <span className={t.muted}>{hint.tooLong ? <Chip label={hint.text} tone="warning" /> : hint.text}</span>;
}

/** /admin/referencement: SEO title, description and slug of each product and rayon page, with length hints. */
export function AdminReferencementPage({ cible, search, onFilterChange, rows, onRetry, onPageChange, onSave, ...toolbar }: AdminReferencementPageProps) {
  const [editing, setEditing] = useState<ReferencementRow | null>(null);
  return (
    <AdminLayout title="Référencement" {...toolbar}>
      <Card>
        <div className={f.filters} role="search" aria-label="Filtrer les pages">
          <Select label="Pages" options={TARGET_OPTIONS} value={cible} onChange={(id) => onFilterChange((id ?? 'produit') as ReferencementTarget, search)} />
          <SearchField label="Rechercher une page" placeholder="Nom ou référence" defaultValue={search} onSubmit={(text) => onFilterChange(cible, text)} onClear={() => onFilterChange(cible, '')} />
        </div>
      </Card>
      <AsyncContent
        state={rows}
        onRetry={onRetry}
        loadingLabel="Chargement du référencement..."
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState icon="SearchX" title={search ? `Aucune page trouvée pour "${search}"` : 'Aucune page'} />}
      >
        {(page) => (
          <Card>
            <div className={t.scroller}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col" className={t.headCell}>Page</th>
                    <th scope="col" className={t.headCell}>Titre</th>
                    <th scope="col" className={t.headCell}>Description</th>
                    <th scope="col" className={t.headCell}>Slug</th>
                    <th scope="col" className={t.headCell}>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {page.items.map((row) => (
                    <tr key={row.cle}>
                      <th scope="row" className={t.cell}>
                        {row.libelle}
                        <span className={t.muted}>{row.cle}</span>
                        <Chip label={row.personnalise ? 'Personnalisé' : 'Automatique'} tone={row.personnalise ? 'success' : 'neutral'} />
                      </th>
                      <td className={t.cell}>
                        {row.titre}
                        <LengthHint value={row.titre} ideal={SEO_HINTS.titre} />
                      </td>
                      <td className={t.cell}>
                        {row.description}
                        <LengthHint value={row.description} ideal={SEO_HINTS.description} />
                      </td>
                      <td className={t.cell}>{row.slug}</td>
                      <td className={t.cell}>
                        <Button variant="secondary" size="small" onPress={() => setEditing(row)} aria-label={`Modifier ${row.libelle}`}>
                          Modifier
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages du référencement" />
          </Card>
        )}
      </AsyncContent>
      <Dialog title={editing ? `Référencement : ${editing.libelle}` : 'Référencement'} isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <ReferencementEditor
            key={`${editing.cible}:${editing.cle}`}
            row={editing}
            onSave={(input) => {
              setEditing(null);
              onSave(editing, input);
            }}
          />
        )}
      </Dialog>
    </AdminLayout>
  );
}
