import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { message as messageStyle } from './ConfirmDialog.css.ts';

export type ConfirmDialogProps = {
  /** The action being confirmed ("Vider le panier"), which also names the dialog. */
  title: string;
  /** The spec's question ("Êtes-vous sûr de vouloir vider votre panier ?"). */
  message: string;
  /** The confirm button: the action's words again, never "OK". */
  confirmLabel: string;
  /** The cancel button, focused first ("Annuler" by default). */
  cancelLabel?: string;
  /** Destructive confirmations (empty the cart, delete an address) use the danger colour. */
  variant?: 'default' | 'danger';
  /** Shown while true; the caller keeps the state. */
  isOpen: boolean;
  /** The confirm button was pressed; the caller closes the dialog and acts. */
  onConfirm: () => void;
  /** Cancel button or Escape. */
  onCancel: () => void;
  /** A choice the confirmation needs (a status to set), shown above the question. */
  children?: ReactNode;
  /** Until that choice is made, the confirm button waits. */
  isConfirmDisabled?: boolean;
};

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Annuler',
  variant = 'default',
  isOpen,
  onConfirm,
  onCancel,
  children,
  isConfirmDisabled = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      role="alertdialog"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button variant={variant === 'danger' ? 'danger' : 'primary'} onPress={onConfirm} isDisabled={isConfirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {message && <p className={messageStyle}>{message}</p>}
    </Dialog>
  );
}
