import { Mail, Phone } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { company, telHref } from '../company.ts';
import * as s from './MaintenancePopup.css.ts';

export type MaintenancePopupProps = {
  /** Whether to show it: the app asks the domain's "closed today" rule. */
  isOpen: boolean;
  /** Closing by the X, the backdrop, Escape or "J'ai compris"; the app records the day. */
  onClose: () => void;
  phone?: string;
  email?: string;
};

/** The home page's maintenance pop-up (spec 1 §2 "Home page", §4 "Maintenance pop-up"). */
export function MaintenancePopup({
  isOpen,
  onClose,
  phone = company.phone,
  email = company.orderEmail,
}: MaintenancePopupProps) {
  return (
    <Dialog
      title="Site en maintenance"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      actions={<Button onPress={onClose}>J'ai compris</Button>}
    >
      <div className={s.body}>
        <p className={s.paragraph}>
          Nous déployons actuellement notre catalogue en ligne : vous pouvez déjà consulter nos produits, leur
          disponibilité et leurs prix.
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
    </Dialog>
  );
}
