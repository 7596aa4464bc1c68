import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { Mail, Phone, X } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import { company, telHref } from '../company.ts';
import * as s from './MaintenancePopup.css.ts';

export type MaintenancePopupProps = {
  /** Whether to show it: the app asks the domain's "closed today" rule. */
  isOpen: boolean;
  /** Closing by the X, the backdrop, Escape or "J'ai compris"; the app records the day. */
  onClose: () => void;
  /** The telephone shown, as a `tel:` link; the company's by default. */
  phone?: string;
  /** The e-mail address for orders, as a `mailto:` link; the company's by default. */
  email?: string;
};

/**
 * The home page's maintenance pop-up (spec 1 §2 "Home page", §4 "Maintenance pop-up"). A native modal
 * `<dialog>`: the browser makes the page behind it inert and keeps the keyboard inside, with no
 * script of ours, where react-aria's dialog weighed about 46 KiB on every first visit to `/` (issue 27).
 */
export function MaintenancePopup({ isOpen, onClose, phone = company.phone, email = company.orderEmail }: MaintenancePopupProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  // The caller decides: Escape and the browser's own close requests ask it, and the dialog stays open until told.
  const requestClose = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') requestClose(event);
  };
  // A press on the backdrop reaches the <dialog> itself; one on its content reaches a child.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return (
    <dialog ref={dialogRef} className={s.dialog} aria-labelledby={titleId} onCancel={requestClose} onKeyDown={onKeyDown} onClick={onBackdropClick}>
      <div className={s.content}>
        <div className={s.header}>
          <h2 id={titleId} className={s.title}>
            Site en maintenance
          </h2>
          <button type="button" className={s.closeButton} aria-label="Fermer" onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
        <div className={s.body}>
          <p className={s.paragraph}>
            Nous déployons actuellement notre catalogue en ligne : vous pouvez déjà consulter nos produits, leur disponibilité
            et leurs prix.
          </p>
          <p className={s.warning}>La commande en ligne n'est pas encore opérationnelle.</p>
          <p className={s.paragraph}>En attendant, passez vos commandes :</p>
          <ul className={s.options}>
            <li>
              <a className={s.option} href={telHref(phone)}>
                <Phone aria-hidden size={18} />
                par téléphone au {phone}
              </a>
            </li>
            <li>
              <a className={s.option} href={`mailto:${email}`}>
                <Mail aria-hidden size={18} />
                par e-mail à {email}
              </a>
            </li>
          </ul>
        </div>
        <div className={s.actions}>
          <Button onPress={onClose}>J'ai compris</Button>
        </div>
      </div>
    </dialog>
  );
}
