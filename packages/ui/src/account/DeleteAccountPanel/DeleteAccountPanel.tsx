import { useState } from 'react';
import { ACCOUNT_DELETION_MESSAGES, accountDeletionSchema, SECURITY_MESSAGES } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { useRefusedFields } from '../../forms/useRefusedFields.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

export type DeleteAccountPanelProps = {
  /** Called with the password typed again, once the customer confirmed the spec's question. */
  onDelete: (password: string) => void;
  /** While the deletion is being stored: the buttons wait. */
  isDeleting?: boolean;
  /** The server's refusal ("Mot de passe incorrect"), shown beside the password. */
  errorMessage?: string | undefined;
  /** The level of its heading in the page around it (2 by default). */
  headingLevel?: 2 | 3;
};

/**
 * "Supprimer mon compte" with the spec's confirmation (spec 2 §2.2), then the password typed again
 * (issue 27: an open session is not enough to erase an account); invoices are kept ten years.
 */
export function DeleteAccountPanel({ onDelete, isDeleting = false, errorMessage, headingLevel = 3 }: DeleteAccountPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [askingPassword, setAskingPassword] = useState(false);
  const form = useSchemaForm(accountDeletionSchema, { password: '' });
  useRefusedFields(form, errorMessage === undefined ? {} : { password: errorMessage });
  return (
    <Card title="Supprimer mon compte" headingLevel={headingLevel}>
      <p className={layout.smallText}>
        Vos données personnelles sont effacées et vous êtes déconnecté. Vos factures sont conservées dix ans, comme la loi l'exige.
      </p>
      {askingPassword ? (
        <form
          className={layout.form}
          noValidate
          aria-label="Confirmer la suppression"
          onSubmit={(event) => void form.handleSubmit(({ password }) => onDelete(password))(event)}
        >
          <FormTextField
            control={form.control}
            name="password"
            type="password"
            label={ACCOUNT_DELETION_MESSAGES.passwordLabel}
            autoComplete="current-password"
            isRequired
            isDisabled={isDeleting}
          />
          <div className={layout.actions}>
            <Button variant="secondary" isDisabled={isDeleting} onPress={() => setAskingPassword(false)}>
              Annuler
            </Button>
            <Button type="submit" variant="danger" isDisabled={isDeleting}>
              {isDeleting ? 'Suppression...' : 'Supprimer définitivement'}
            </Button>
          </div>
        </form>
      ) : (
        <div className={layout.actions}>
          <Button variant="danger" isDisabled={isDeleting} onPress={() => setConfirming(true)}>
            {isDeleting ? 'Suppression...' : 'Supprimer mon compte'}
          </Button>
        </div>
      )}
      <ConfirmDialog
        title="Supprimer mon compte"
        message={SECURITY_MESSAGES.confirmDelete}
        confirmLabel="Supprimer"
        variant="danger"
        isOpen={confirming}
        onConfirm={() => {
          setConfirming(false);
          setAskingPassword(true);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
