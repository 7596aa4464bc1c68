import { useState } from 'react';
import { SEO_HINTS, seoLengthHint, TEXT_LIMITS, type PagedResult, type ReferencementInput, type ReferencementRow, type ReferencementTarget } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { Paginator } from '../../base/Paginator/Paginator.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { ListSearchField } from '../AdminListPage/ListSearchField.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as f from '../adminFilters.css.ts';
import * as t from '../adminTable.css.ts';
import { ReferencementEditor } from './ReferencementEditor.tsx';
import { SearchX } from 'lucide-react';

export interface AdminReferencementPageProps extends AdminToolbarProps {
  /** What is being referenced: products, categories or brands (the URL keeps it). */
  cible: ReferencementTarget;
  /** The search the list answers (the URL keeps it); empty shows everything. A new one is sent as typing stops, or at once on Enter or « Rechercher » (issue 27). */
  search: string;
  /** A new kind of page or search; the shop goes back to page 1 with it. */
  onFilterChange: (cible: ReferencementTarget, search: string) => void;
  /** The page of rows with their SEO texts, or its loading or error state. */
  rows: AsyncState<PagedResult<ReferencementRow>>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Another page was chosen: called with the 1-based page to show. */
  onPageChange: (page: number) => void;
  /** A row's editor saved: the row and its new title, description and text. */
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
  const columns: TableColumn<ReferencementRow>[] = [
    {
      header: 'Page',
      cell: (row) => (
        <>
          {row.libelle}
          <span className={t.muted}>{row.cle}</span>
          <Chip label={row.personnalise ? 'Personnalisé' : 'Automatique'} tone={row.personnalise ? 'success' : 'neutral'} />
        </>
      ),
    },
    {
      header: 'Titre',
      cell: (row) => (
        <>
          {row.titre}
          <LengthHint value={row.titre} ideal={SEO_HINTS.titre} />
        </>
      ),
    },
    {
      header: 'Description',
      cell: (row) => (
        <>
          {row.description}
          <LengthHint value={row.description} ideal={SEO_HINTS.description} />
        </>
      ),
    },
    { header: 'Slug', cell: (row) => row.slug },
    {
      header: 'Action',
      cell: (row) => (
        <Button variant="secondary" size="small" onPress={() => setEditing(row)} aria-label={`Modifier ${row.libelle}`}>
          Modifier
        </Button>
      ),
    },
  ];
  return (
    <AdminLayout title="Référencement" {...toolbar}>
      <Card>
        <div className={f.filters} role="search" aria-label="Filtrer les pages">
          <Select label="Pages" options={TARGET_OPTIONS} value={cible} onChange={(id) => onFilterChange((id ?? 'produit') as ReferencementTarget, search)} />
          <ListSearchField label="Rechercher une page" placeholder="Nom ou référence" maxLength={TEXT_LIMITS.line} value={search} onSearch={(text) => onFilterChange(cible, text)} />
        </div>
      </Card>
      <AdminTable
        state={rows}
        onRetry={onRetry}
        loadingLabel="Chargement du référencement..."
        empty={{ icon: SearchX, title: search ? `Aucune page trouvée pour "${search}"` : 'Aucune page' }}
        label="Référencement des pages"
        columns={columns}
        rows={(page) => page.items}
        rowKey={(row) => row.cle}
        pagination={(page) => <Paginator page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={onPageChange} label="Pages du référencement" itemsPerPageLabel="Lignes par page :" />}
      />
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
