import { useState } from 'react';
import { formatEuros, formatInteger, nomenclatureMarginPercent, type NomenclatureInput, type NomenclatureView } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import * as t from '../adminTable.css.ts';
import { NomenclatureEditor } from './NomenclatureEditor.tsx';

export interface AdminNomenclaturesPageProps extends AdminToolbarProps {
  nomenclatures: AsyncState<NomenclatureView[]>;
  onRetry: () => void;
  onSave: (id: string, input: NomenclatureInput) => void;
  /** The bill being saved, if any: its editor waits. */
  savingId?: string;
}

/** The cost's margin against the pack's sale price, as the buyer of parts reads it. */
const margin = (bom: NomenclatureView) => {
  const percent = nomenclatureMarginPercent(bom);
  return percent === null ? '—' : `${formatInteger(percent)} %`;
};

/** /admin/nomenclatures: each pack's bill of materials with its cost roll-up, edited in a dialog. */
export function AdminNomenclaturesPage({ nomenclatures, onRetry, onSave, savingId, ...toolbar }: AdminNomenclaturesPageProps) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = nomenclatures.status === 'ready' ? nomenclatures.data.find((bom) => bom.id === editingId) : undefined;
  return (
    <AdminLayout title="Nomenclatures" {...toolbar}>
      <AsyncContent
        state={nomenclatures}
        onRetry={onRetry}
        loadingLabel="Chargement des nomenclatures..."
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon="Inbox" title="Aucune nomenclature" />}
      >
        {(list) => (
          <Card>
            <div className={t.scroller}>
              <table className={t.table}>
                <thead>
                  <tr>
                    <th scope="col" className={t.headCell}>Pack</th>
                    <th scope="col" className={t.headCell}>Composition</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Composants</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Main d'œuvre</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Coût de revient</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Prix de vente</th>
                    <th scope="col" className={`${t.headCell} ${t.numeric}`}>Marge</th>
                    <th scope="col" className={t.headCell}>Action</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((bom) => (
                    <tr key={bom.id}>
                      <th scope="row" className={t.cell}>
                        {bom.designation}
                        <span className={t.muted}>{bom.reference}</span>
                      </th>
                      <td className={t.cell}>
                        {bom.lignes.map((line) => (
                          <span key={line.reference} className={t.muted}>
                            {`${formatInteger(line.quantite)} × ${line.designation} : ${line.total === null ? 'prix inconnu' : formatEuros(line.total)}`}
                          </span>
                        ))}
                      </td>
                      <td className={`${t.cell} ${t.numeric}`}>{formatEuros(bom.cout_composants)}</td>
                      <td className={`${t.cell} ${t.numeric}`}>{formatEuros(bom.main_oeuvre)}</td>
                      <td className={`${t.cell} ${t.numeric}`}>
                        {formatEuros(bom.cout_total)}
                        {bom.sans_prix.length > 0 && <span className={t.muted}>{`sans ${bom.sans_prix.join(', ')}`}</span>}
                      </td>
                      <td className={`${t.cell} ${t.numeric}`}>{bom.prix_vente === null ? '—' : formatEuros(bom.prix_vente)}</td>
                      <td className={`${t.cell} ${t.numeric}`}>{margin(bom)}</td>
                      <td className={t.cell}>
                        <Button variant="secondary" size="small" isDisabled={savingId === bom.id} onPress={() => setEditingId(bom.id)} aria-label={`Modifier ${bom.designation}`}>
                          Modifier
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>
        )}
      </AsyncContent>
      <Dialog title={editing ? `Nomenclature : ${editing.reference}` : 'Nomenclature'} isOpen={editing !== undefined} onOpenChange={(open) => !open && setEditingId(null)}>
        {editing && (
          <NomenclatureEditor
            key={editing.id}
            bom={editing}
            isSaving={savingId === editing.id}
            onSave={(input) => {
              setEditingId(null);
              onSave(editing.id, input);
            }}
          />
        )}
      </Dialog>
    </AdminLayout>
  );
}
