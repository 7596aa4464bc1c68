import { useState } from 'react';
import { addressTypeDisplay, ADDRESS_MESSAGES, canDeleteAddress, type Address, type AddressValues } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { EmptyState } from '../../base/EmptyState/EmptyState.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { AddressForm } from '../AddressForm/AddressForm.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './AddressBook.css.ts';
import { MapPin } from 'lucide-react';

export interface AddressBookProps {
  /** The customer's addresses, or their loading or error state. */
  addresses: AsyncState<readonly Address[]>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** Saves the form: a new address without an id, the edited one with its id. */
  onSave: (values: AddressValues, id: string | undefined) => void;
  /** Called once the customer confirmed the deletion. */
  onDelete: (id: string) => void;
  /** While the change is being stored: the submit button waits and shows it. */
  saving?: boolean;
  /** Bumped by the screen after a successful save, so the form empties itself. */
  savedCount?: number;
}

/** "Livraisons" of the account dashboard (spec 2 §2.3 tab 4): saved addresses beside the form. */
export function AddressBook({ addresses, onRetry, onSave, onDelete, saving = false, savedCount = 0 }: AddressBookProps) {
  const [editing, setEditing] = useState<Address | undefined>();
  const [confirming, setConfirming] = useState<Address | undefined>();
  const [resets, setResets] = useState(0);
  const [seenSaves, setSeenSaves] = useState(savedCount);
  // A save that went through leaves editing and empties the form.
  if (seenSaves !== savedCount) {
    setSeenSaves(savedCount);
    setEditing(undefined);
  }
  // "Nouvelle adresse" and "Annuler" empty the form (spec 2 §2.3), even when nothing was being edited.
  const startAfresh = () => {
    setEditing(undefined);
    setResets((count) => count + 1);
  };
  return (
    <div className={styles.columns}>
      <Card title="Mes adresses" actions={<Button variant="secondary" onPress={startAfresh}>Nouvelle adresse</Button>}>
        <AsyncContent
          state={addresses}
          onRetry={onRetry}
          loadingLabel="Chargement des adresses..."
          headingLevel={3}
          isEmpty={(list) => list.length === 0}
          empty={<EmptyState icon={MapPin} title="Aucune adresse enregistrée" headingLevel={3} />}
        >
          {(list) => (
            <ul className={layout.grid}>
              {list.map((address) => (
                <li key={address.id} className={layout.tile} aria-label={address.name}>
                  <div className={styles.badges}>
                    <StatusBadge status={addressTypeDisplay(address.type)} />
                    {address.isDefault && <Chip label="Par défaut" tone="primary" />}
                  </div>
                  <h3 className={layout.tileTitle}>{address.name}</h3>
                  <address className={styles.lines}>
                    {address.company && <>{address.company}<br /></>}
                    {address.street}
                    <br />
                    {address.postalCode} {address.city}
                    <br />
                    {address.country}
                    {address.phone && <><br />{address.phone}</>}
                  </address>
                  <div className={layout.actions}>
                    <Button size="small" variant="secondary" aria-label={`Modifier ${address.name}`} onPress={() => setEditing(address)}>
                      Modifier
                    </Button>
                    <Button
                      size="small"
                      variant="danger"
                      aria-label={`Supprimer ${address.name}`}
                      isDisabled={!canDeleteAddress(address)}
                      onPress={() => setConfirming(address)}
                    >
                      Supprimer
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
      </Card>
      <Card title={editing ? "Modifier l'adresse" : 'Nouvelle adresse'}>
        <AddressForm
          key={`${editing?.id ?? 'new'}-${resets}-${savedCount}`}
          editing={editing}
          saving={saving}
          onSubmit={(values) => onSave(values, editing?.id)}
          onCancel={startAfresh}
        />
      </Card>
      <ConfirmDialog
        title="Supprimer l'adresse"
        message={ADDRESS_MESSAGES.confirmDelete}
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        variant="danger"
        isOpen={confirming !== undefined}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.id);
          setConfirming(undefined);
        }}
      />
    </div>
  );
}
