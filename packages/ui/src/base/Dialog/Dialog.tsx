import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { X } from 'lucide-react';
import { controlButton } from '../../theme/field.css.ts';
import { actions as actionsStyle, dialog, header, modal, overlay, title as titleStyle } from './Dialog.css.ts';

export type DialogProps = {
  /** The heading at the top, which also names the dialog for screen readers. */
  title: string;
  /** Shown while true; the caller keeps the state. */
  isOpen: boolean;
  /** Asked to close (Escape, the close button): called with false. */
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's content, between its title and its actions. */
  children: ReactNode;
  /** Buttons at the bottom, primary action last. */
  actions?: ReactNode;
  /** alertdialog for confirmations that interrupt the user; such dialogs need an explicit answer. */
  role?: 'dialog' | 'alertdialog';
};

/** A modal dialog: focus is trapped inside and returns to the opener when it closes. */
export function Dialog({ title, isOpen, onOpenChange, children, actions, role = 'dialog' }: DialogProps) {
  const isAlert = role === 'alertdialog';
  return (
    <ModalOverlay
      className={overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isAlert}
    >
      <Modal className={modal}>
        <AriaDialog role={role} className={dialog}>
          <div className={header}>
            <Heading slot="title" className={titleStyle}>
              {title}
            </Heading>
            {!isAlert && (
              <AriaButton slot="close" className={controlButton} aria-label="Fermer">
                <X size={20} aria-hidden="true" />
              </AriaButton>
            )}
          </div>
          {children}
          {actions && <div className={actionsStyle}>{actions}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
