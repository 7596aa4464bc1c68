import { useState } from 'react';
import { SECURITY_MESSAGES } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import * as layout from '../../forms/formLayout.css.ts';

export type DeleteAccountPanelProps = {
  /** Called once the customer confirmed the spec's question. */
  onDelete: () => void;
  isDeleting?: boolean;
  headingLevel?: 2 | 3;
};

/** "Supprimer mon compte" with the spec's confirmation (spec 2 §2.2); invoices are kept ten years. */
export function DeleteAccountPanel({ onDelete, isDeleting = false, headingLevel = 3 }: DeleteAccountPanelProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Card title="Supprimer mon compte" headingLevel={headingLevel}>
      <p className={layout.smallText}>
        Vos données personnelles sont effacées et vous êtes déconnecté. Vos factures sont conservées dix ans, comme la loi l'exige.
      </p>
      <div className={layout.actions}>
        <Button variant="danger" isDisabled={isDeleting} onPress={() => setConfirming(true)}>
          {isDeleting ? 'Suppression...' : 'Supprimer mon compte'}
        </Button>
      </div>
      <ConfirmDialog
        title="Supprimer mon compte"
        message={SECURITY_MESSAGES.confirmDelete}
        confirmLabel="Supprimer"
        variant="danger"
        isOpen={confirming}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
