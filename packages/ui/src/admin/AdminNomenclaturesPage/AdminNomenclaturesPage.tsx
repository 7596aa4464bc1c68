import { useState } from 'react';
import { formatEuros, formatInteger, nomenclatureMarginPercent, type FormErrors, type NomenclatureInput, type NomenclaturePart, type NomenclatureView } from '@otech/domain';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import * as s from './AdminNomenclaturesPage.css.ts';
import { NomenclatureEditor } from './NomenclatureEditor.tsx';
import { Inbox } from 'lucide-react';

/** `editing` of a bill being created. */
export const NEW_NOMENCLATURE = 'new';

export interface AdminNomenclaturesPageProps extends AdminToolbarProps {
  /** Every nomenclature with its parts and prices HT, or the loading or error state. */
  nomenclatures: AsyncState<NomenclatureView[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The bill whose editor is open: its id, NEW_NOMENCLATURE for a new bill, null for none. */
  editing: string | null;
  /** A nomenclature's editor opened (its id, or NEW_NOMENCLATURE) or closed (null). */
  onEditingChange: (editing: string | null) => void;
  /** Saves the bill being edited (`id` is NEW_NOMENCLATURE for a new one); the shop closes the editor once saved. */
  onSave: (id: string, input: NomenclatureInput) => void;
  /** The bill being saved, if any: its editor waits. */
  savingId?: string | undefined;
  /** The fields the API refused on the last save, shown beside them in the editor. */
  refusedFields?: FormErrors | undefined;
  /** The catalogue's name and price HT of the references typed in the editor, shown on their lines before saving. */
  catalogueParts?: readonly NomenclaturePart[] | undefined;
  /** The references typed in the editor changed: the shop looks their catalogue prices up. */
  onReferencesChange?: ((references: string[]) => void) | undefined;
  /** Deletes a bill, once confirmed. */
  onDelete: (bom: NomenclatureView) => void;
  /** The bill being deleted, if any. */
  deletingId?: string | undefined;
}

/** The cost's margin against the pack's sale price, as the buyer of parts reads it. */
const margin = (bom: NomenclatureView) => {
  const percent = nomenclatureMarginPercent(bom);
  return percent === null ? '—' : `${formatInteger(percent)} %`;
};

/** /admin/nomenclatures: each pack's bill of materials with its cost roll-up, edited in a dialog. */
export function AdminNomenclaturesPage({
  nomenclatures,
  onRetry,
  editing: editingId,
  onEditingChange,
  onSave,
  savingId,
  refusedFields,
  catalogueParts,
  onReferencesChange,
  onDelete,
  deletingId,
  ...toolbar
}: AdminNomenclaturesPageProps) {
  const [deleting, setDeleting] = useState<NomenclatureView | null>(null);
  const editing = nomenclatures.status === 'ready' ? nomenclatures.data.find((bom) => bom.id === editingId) : undefined;
  const creating = editingId === NEW_NOMENCLATURE;
  const busy = (bom: NomenclatureView) => savingId === bom.id || deletingId === bom.id;
  const columns: TableColumn<NomenclatureView>[] = [
    {
      header: 'Pack',
      cell: (bom) => (
        <>
          {bom.designation}
          <span className={t.muted}>{bom.reference}</span>
        </>
      ),
    },
    {
      header: 'Composition',
      cell: (bom) =>
        bom.lignes.map((line) => (
          <span key={line.reference} className={t.muted}>
            {`${formatInteger(line.quantite)} × ${line.designation} : ${line.total === null ? 'prix inconnu' : formatEuros(line.total)}`}
          </span>
        )),
    },
    { header: 'Composants', align: 'end', cell: (bom) => formatEuros(bom.cout_composants) },
    { header: "Main d'œuvre", align: 'end', cell: (bom) => formatEuros(bom.main_oeuvre) },
    {
      header: 'Coût de revient',
      align: 'end',
      cell: (bom) => (
        <>
          {formatEuros(bom.cout_total)}
          {bom.sans_prix.length > 0 && <span className={t.muted}>{`sans ${bom.sans_prix.join(', ')}`}</span>}
        </>
      ),
    },
    { header: 'Prix de vente', align: 'end', cell: (bom) => (bom.prix_vente === null ? '—' : formatEuros(bom.prix_vente)) },
    { header: 'Marge', align: 'end', cell: margin },
    {
      header: 'Actions',
      cell: (bom) => (
        <div className={s.rowActions}>
          <Button variant="secondary" size="small" isDisabled={busy(bom)} onPress={() => onEditingChange(bom.id)} aria-label={`Modifier ${bom.designation}`}>
            Modifier
          </Button>
          <Button variant="text" size="small" isDisabled={busy(bom)} onPress={() => setDeleting(bom)} aria-label={`Supprimer ${bom.designation}`}>
            Supprimer
          </Button>
        </div>
      ),
    },
  ];
  return (
    <AdminLayout title="Nomenclatures" {...toolbar}>
      <div className={s.pageActions}>
        <Button onPress={() => onEditingChange(NEW_NOMENCLATURE)}>Nouvelle nomenclature</Button>
      </div>
      <AdminTable
        state={nomenclatures}
        onRetry={onRetry}
        loadingLabel="Chargement des nomenclatures..."
        empty={{ icon: Inbox, title: 'Aucune nomenclature' }}
        label="Nomenclatures"
        columns={columns}
        rows={(list) => list}
        rowKey={(bom) => bom.id}
      />
      <Dialog
        title={editing ? `Nomenclature : ${editing.reference}` : 'Nouvelle nomenclature'}
        isOpen={editing !== undefined || creating}
        onOpenChange={(open) => !open && onEditingChange(null)}
      >
        {(editing || creating) && (
          <NomenclatureEditor
            key={editingId}
            {...(editing ? { bom: editing } : {})}
            isSaving={savingId !== undefined && savingId === editingId}
            refusedFields={refusedFields}
            {...(catalogueParts ? { catalogueParts } : {})}
            {...(onReferencesChange ? { onReferencesChange } : {})}
            onSave={(input) => onSave(editingId ?? NEW_NOMENCLATURE, input)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        title="Supprimer la nomenclature"
        message={deleting ? `Supprimer la nomenclature de ${deleting.designation} (${deleting.reference}) ? Le produit reste au catalogue.` : ''}
        confirmLabel="Supprimer"
        variant="danger"
        isOpen={deleting !== null}
        onConfirm={() => {
          if (deleting) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminLayout>
  );
}
