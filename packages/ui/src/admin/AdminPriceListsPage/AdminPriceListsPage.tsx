import { BadgePercent } from 'lucide-react';
import { PRICE_LIST_IDS, PRICE_LIST_NAMES, PRICE_PRECEDENCE, priceListFormRows } from '@otech/domain';
import type { ClientOnList, PriceListDetail, PriceListId, PriceListSummary } from '@otech/domain';
import { AsyncContent } from '../../base/AsyncContent/AsyncContent.tsx';
import type { AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Checkbox } from '../../base/Checkbox/Checkbox.tsx';
import { NativeSelect } from '../../base/NativeSelect/NativeSelect.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import { AdminTable } from '../AdminTable/AdminTable.tsx';
import type { TableColumn } from '../AdminTable/ColumnTable.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { PriceListEditor } from '../PriceListEditor/PriceListEditor.tsx';
import type { PriceListEditorProps } from '../PriceListEditor/PriceListEditor.tsx';
import { PricePreviewPanel } from '../PricePreviewPanel/PricePreviewPanel.tsx';
import type { PricePreviewPanelProps } from '../PricePreviewPanel/PricePreviewPanel.tsx';
import { WholesalerReviewPanel } from '../WholesalerReviewPanel/WholesalerReviewPanel.tsx';
import type { WholesalerReviewPanelProps } from '../WholesalerReviewPanel/WholesalerReviewPanel.tsx';
import * as t from '../adminTable.css.ts';
import * as s from './AdminPriceListsPage.css.ts';

export interface AdminPriceListsPageProps extends AdminToolbarProps {
  /** The four lists with their counts. */
  lists: AsyncState<PriceListSummary[]>;
  /** The list open below the overview. */
  selectedListId: PriceListId;
  /** Another price list chosen: its id; the URL keeps it. */
  onSelectList: (id: PriceListId) => void;
  /** The open list's rules, net prices, breaks and clients. */
  detail: AsyncState<PriceListDetail>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** The chosen list's editor: what "Enregistrer" calls, whether it is saving, the notice after saving. */
  editor: Pick<PriceListEditorProps, 'onSave' | 'isSaving' | 'notice'>;
  /** Bumped after each save, so the editor starts again from the stored list. */
  editorKey: number;
  /** Moves a client to another list (it stays there whatever its famille). */
  onMoveClient: (client: ClientOnList, listId: PriceListId) => void;
  /** Exempts a client from the wholesaler clause, or no longer. */
  onExempt: (client: ClientOnList, exempt: boolean) => void;
  /** The client being changed, if any: its controls wait. */
  changingClientId?: number | undefined;
  /** The "Aperçu d'un prix" panel: a product and a client, and the price HT the rules give. */
  preview: PricePreviewPanelProps;
  /** The monthly wholesaler review panel: run it, and what it moved. */
  review: WholesalerReviewPanelProps;
}

const LIST_OPTIONS = PRICE_LIST_IDS.map((id) => ({ id, label: PRICE_LIST_NAMES[id] }));

/**
 * /admin/tarifs (issue 21): how prices are decided, the four lists, the open list's rules, net
 * prices and breaks to edit, its clients to move or exempt, the preview "prix pour ce client" and
 * the wholesaler clause's review.
 */
export function AdminPriceListsPage({ lists, selectedListId, onSelectList, detail, onRetry, editor, editorKey, onMoveClient, onExempt, changingClientId, preview, review, ...toolbar }: AdminPriceListsPageProps) {
  const overviewColumns: TableColumn<PriceListSummary>[] = [
    { header: 'Grille', cell: (list) => (list.id === selectedListId ? <strong>{list.name}</strong> : list.name) },
    { header: 'Règles', cell: (list) => list.rules, align: 'end' },
    { header: 'Prix nets', cell: (list) => list.netPrices, align: 'end' },
    { header: 'Paliers', cell: (list) => list.breaks, align: 'end' },
    { header: 'Clients', cell: (list) => list.clients, align: 'end' },
  ];
  const clientColumns: TableColumn<ClientOnList>[] = [
    {
      header: 'Client',
      cell: (client) => (
        <>
          {`${client.societe} (n° ${client.id})`}
          <span className={t.muted}>{`${client.pseudo}${client.famille ? ` · ${client.famille}` : ''}${client.pinned ? ' · placé par l’équipe' : ''}`}</span>
        </>
      ),
    },
    {
      header: 'Grille',
      cell: (client) => (
        <NativeSelect
          label={`Grille de ${client.societe}`}
          hideLabel
          options={LIST_OPTIONS}
          value={client.listId}
          isDisabled={changingClientId === client.id}
          onChange={(id) => onMoveClient(client, id as PriceListId)}
        />
      ),
    },
    {
      header: 'Clause grossiste',
      cell: (client) => (
        <Checkbox isSelected={client.exempt} isDisabled={changingClientId === client.id} onChange={(exempt) => onExempt(client, exempt)}>
          {`Exempter ${client.societe}`}
        </Checkbox>
      ),
    },
  ];
  return (
    <AdminLayout title="Tarifs" {...toolbar}>
      <div className={s.page}>
        <Card title="Comment un prix est décidé">
          <ol className={s.precedence}>
            {PRICE_PRECEDENCE.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </Card>
        <NativeSelect label="Grille affichée" labelBeside options={LIST_OPTIONS} value={selectedListId} onChange={(id) => onSelectList(id as PriceListId)} />
        <AdminTable
          state={lists}
          onRetry={onRetry}
          loadingLabel="Chargement des grilles..."
          empty={{ icon: BadgePercent, title: 'Aucune grille', message: 'Les quatre grilles sont créées avec la base.' }}
          title={() => 'Grilles tarifaires'}
          label="Grilles tarifaires"
          columns={overviewColumns}
          rows={(list) => list}
          rowKey={(list) => list.id}
        />
        <AsyncContent state={detail} onRetry={onRetry} loadingLabel="Chargement de la grille...">
          {(open) => (
            <>
              <Card title={`Grille ${PRICE_LIST_NAMES[open.list.id]}`}>
                <PriceListEditor key={`${open.list.id}-${editorKey}`} listName={PRICE_LIST_NAMES[open.list.id]} rows={priceListFormRows(open.list)} {...editor} />
              </Card>
              <AdminTable
                state={{ status: 'ready', data: open.clients }}
                onRetry={onRetry}
                loadingLabel="Chargement des clients..."
                empty={{ icon: BadgePercent, title: 'Aucun client sur cette grille', message: 'Placez un client sur cette grille depuis la grille où il se trouve.' }}
                title={(clients) => (clients.length === 1 ? '1 client sur cette grille' : `${clients.length} clients sur cette grille`)}
                label={`Clients de la grille ${PRICE_LIST_NAMES[open.list.id]}`}
                columns={clientColumns}
                rows={(clients) => clients}
                rowKey={(client) => String(client.id)}
              />
            </>
          )}
        </AsyncContent>
        <div className={s.panels}>
          <PricePreviewPanel {...preview} />
          <WholesalerReviewPanel {...review} />
        </div>
      </div>
    </AdminLayout>
  );
}
