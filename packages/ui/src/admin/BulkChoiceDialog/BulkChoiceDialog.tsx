import { useState } from 'react';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { Select, type SelectOption } from '../../base/Select/Select.tsx';
import * as s from './BulkChoiceDialog.css.ts';

export interface BulkChoiceDialogProps {
  /** The action ("Changer le statut"), which names the dialog. */
  title: string;
  /** The choice to make ("Nouveau statut"), and its options; none for an action without one (send the reminders). */
  choice?: { label: string; options: readonly SelectOption[] } | undefined;
  /** The question asked once chosen, with the count ("Passer 3 commandes au statut « Annulée » ?"). */
  question: (choiceLabel: string) => string;
  /** The confirm button: the action's words again. */
  confirmLabel: string;
  /** Shown while true; the caller keeps the state. */
  isOpen: boolean;
  /** Confirmed, with the option chosen (its id and label; '' without a choice). */
  onConfirm: (choice: { id: string; label: string }) => void;
  /** "Annuler" or Escape: nothing is sent. */
  onCancel: () => void;
}

/**
 * Asks before a consequential bulk action (issue 23): the choice it needs, if any, then the question
 * naming how many records it changes. Nothing is sent before the confirm button.
 */
export function BulkChoiceDialog({ title, choice, question, confirmLabel, isOpen, onConfirm, onCancel }: BulkChoiceDialogProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const option = choice?.options.find((candidate) => candidate.id === chosen);
  const ready = !choice || option !== undefined;
  const finish = (then: () => void) => {
    setChosen(null);
    then();
  };
  return (
    <ConfirmDialog
      title={title}
      message={ready ? question(option?.label ?? '') : ''}
      confirmLabel={confirmLabel}
      isOpen={isOpen}
      isConfirmDisabled={!ready}
      onConfirm={() => finish(() => onConfirm({ id: option?.id ?? '', label: option?.label ?? '' }))}
      onCancel={() => finish(onCancel)}
    >
      {choice && (
        <div className={s.choice}>
          <Select label={choice.label} options={choice.options} value={chosen} onChange={setChosen} placeholder="Choisir" />
        </div>
      )}
    </ConfirmDialog>
  );
}
