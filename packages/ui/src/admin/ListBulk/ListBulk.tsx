import type { BulkAction } from '../AdminListPage/BulkActionBar.tsx';
import { BulkChoiceDialog, type BulkChoiceDialogProps } from '../BulkChoiceDialog/BulkChoiceDialog.tsx';
import { BulkResultPanel, type BulkResultPanelProps } from '../BulkResultPanel/BulkResultPanel.tsx';

/** What a staff list page takes for its bulk actions (issue 23): the checked rows, the actions, the question and the result. */
export interface ListBulkProps {
  /** The keys of the checked rows (across pages until cleared). */
  selected: ReadonlySet<string>;
  /** A row checked or unchecked, the page's box, or "Tout désélectionner": the new set of keys. */
  onSelectionChange: (selected: ReadonlySet<string>) => void;
  /** The actions the member's role may take, on every checked row. */
  actions: readonly BulkAction[];
  /** The question before a consequential action, while it is asked. */
  dialog?: BulkChoiceDialogProps | undefined;
  /** What the last action did to each record, until closed. */
  result?: BulkResultPanelProps | undefined;
}

/** The dialog and the result panel of a list's bulk actions, above its table. */
export function ListBulkFeedback({ dialog, result }: Pick<ListBulkProps, 'dialog' | 'result'>) {
  return (
    <>
      {dialog && <BulkChoiceDialog {...dialog} />}
      {result && <BulkResultPanel {...result} />}
    </>
  );
}

/** The page's `selection` for AdminListPage: the bulk props and how a row's checkbox is named. */
export function listSelection<Row>(bulk: ListBulkProps, rowLabel: (row: Row) => string) {
  return { selected: bulk.selected, onChange: bulk.onSelectionChange, actions: bulk.actions, rowLabel };
}
