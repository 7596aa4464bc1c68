import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { bulkActionsFor, bulkConfirmation, bulkFailedSnackbar, type BulkActionSpec, type BulkList, type BulkResult } from '@otech/domain';
import type { ListBulkProps, SelectOption } from '@otech/ui';
import { adminSessionAtom } from '../../app/session.ts';
import { notify } from '../../app/snackbar.ts';
import { listQueryKey, listSelection, selectedOn } from './listSelection.ts';

/** How the shop runs one bulk action of a list (its key in the domain's BULK_ACTIONS). */
export interface BulkActionRun {
  /** The choice it needs first (a status, a price list, a representative). */
  choice?: { label: string; options: readonly SelectOption[] };
  /** Calls the API (and saves the file of a download); answers what became of each record. */
  run: (ids: readonly string[], choiceId: string) => Promise<BulkResult>;
}

interface Asked {
  spec: BulkActionSpec;
  ids: readonly string[];
}

/**
 * The checkboxes, bar, confirmation and result panel of a staff list (issue 23): the actions the
 * member's permissions allow, a question before each consequential one, then each record's outcome.
 * The list's queries under `listKey` are read again after an action. The checked rows are cleared
 * when `listQuery` (the filter, sort and page shown) changes. Undefined for a role with none.
 */
export function useBulkActions(list: BulkList, runs: Readonly<Record<string, BulkActionRun>>, listKey: QueryKey, listQuery: unknown): ListBulkProps | undefined {
  const permissions = useAtomValue(adminSessionAtom)?.admin.permissions ?? [];
  const queryClient = useQueryClient();
  const query = listQueryKey(listQuery);
  const [selection, setSelection] = useState(() => listSelection(query));
  // Rows checked under another filter, sort or page are no longer on screen: cleared, not carried over.
  if (selection.query !== query) setSelection(listSelection(query));
  const selected = selectedOn(selection, query);
  const setSelected = (ids: ReadonlySet<string>) => setSelection(listSelection(query, ids));
  const [asked, setAsked] = useState<Asked | undefined>();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ title: string; result: BulkResult } | undefined>();

  const start = async (spec: BulkActionSpec, ids: readonly string[], choice: { id: string; label: string }) => {
    const wiring = runs[spec.key];
    if (!wiring) return;
    setRunning(true);
    try {
      const result = await wiring.run(ids, choice.id);
      setOutcome({ title: choice.label ? `${spec.label} : ${choice.label}` : spec.label, result });
      setSelected(new Set());
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch (error) {
      notify(bulkFailedSnackbar(error instanceof Error ? error.message : undefined));
    } finally {
      setRunning(false);
    }
  };

  const actions = bulkActionsFor(list, permissions)
    .filter((spec) => runs[spec.key])
    .map((spec) => ({
      label: spec.label,
      isDisabled: running,
      onPress: (ids: readonly string[]) => (spec.consequential ? setAsked({ spec, ids }) : void start(spec, ids, { id: '', label: '' })),
    }));

  // A role with no bulk action on this list gets no checkboxes at all.
  if (actions.length === 0) return undefined;
  const choice = asked && runs[asked.spec.key]?.choice;
  return {
    selected,
    onSelectionChange: setSelected,
    actions,
    dialog: asked && {
      title: asked.spec.label,
      choice,
      question: (label) => bulkConfirmation(list, asked.spec.key, asked.ids.length, label),
      confirmLabel: asked.spec.label,
      isOpen: true,
      onConfirm: (chosen) => {
        setAsked(undefined);
        void start(asked.spec, asked.ids, chosen);
      },
      onCancel: () => setAsked(undefined),
    },
    result: outcome && { ...outcome, onClose: () => setOutcome(undefined) },
  };
}
