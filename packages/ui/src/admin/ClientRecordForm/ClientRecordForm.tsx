import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { clientAccountState, FRENCH, NewStaffClientFormSchema, STAFF_CLIENT_MESSAGES, StaffClientFormSchema, staffClientFormValues } from '@otech/domain';
import type { FormErrors, PublicClient, StaffClient } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { ConfirmDialog } from '../../base/ConfirmDialog/ConfirmDialog.tsx';
import { Select } from '../../base/Select/Select.tsx';
import { FormNotice } from '../../forms/FormNotice/FormNotice.tsx';
import { FormTextField } from '../../forms/FormTextField/FormTextField.tsx';
import { SubmitButton } from '../../forms/SubmitButton/SubmitButton.tsx';
import * as layout from '../../forms/formLayout.css.ts';
import { useRefusedFields } from '../../forms/useRefusedFields.ts';
import { selectBinding, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { ClientAddressGroup } from './ClientAddressGroup.tsx';

export interface ClientRecordFormProps {
  /** The client as stored; absent for "Nouveau client", which also asks for the sign-in name. */
  client?: PublicClient | undefined;
  /** The names staff may choose as "Représentant": the active Commercial staff. */
  representatives: readonly string[];
  /**
   * The record as the API's body (POST or PUT /admin/clients), checked in French. Absent for a role
   * that may read the record but not change it: every field is shown disabled, with no submit.
   */
  onSave?: ((record: StaffClient) => void) | undefined;
  /** While the change is being stored: the submit button waits and shows it; absent means idle. */
  isSaving?: boolean;
  /** The fields the API refused on the last save (a taken SIRET), each with its French message. */
  refusedFields?: FormErrors | undefined;
  /** The server's refusal, or its confirmation. */
  notice?: { tone: 'success' | 'error'; message: string } | undefined;
  /** Deactivates (after a confirmation) or reactivates the client; absent on a new client. Not offered on a registration awaiting validation (decision 221). */
  onSetActive?: ((active: boolean) => void) | undefined;
}

const NO_ERRORS: FormErrors = {};
const NO_REPRESENTATIVE = '';

/**
 * The client's record as staff write it (issue 23): identity, company with its SIRET and VAT
 * number, billing and delivery addresses, family (which sets the price list), sales representative
 * and notes. Wrong values are named beside their field before anything is sent. An existing client
 * is deactivated after a confirmation, and reactivated at once.
 */
export function ClientRecordForm({ client, representatives, onSave, isSaving = false, refusedFields = NO_ERRORS, notice, onSetActive }: ClientRecordFormProps) {
  const isNew = client === undefined;
  const form = useSchemaForm(isNew ? NewStaffClientFormSchema : StaffClientFormSchema, staffClientFormValues(client), FRENCH);
  const { control } = form;
  useRefusedFields(form, refusedFields);
  const [confirming, setConfirming] = useState(false);
  const current = client?.representant;
  // A representative who left the team still shows as the client's own.
  const names = current && !representatives.includes(current) ? [...representatives, current] : representatives;
  const representativeOptions = [{ id: NO_REPRESENTATIVE, label: 'Aucun' }, ...names.map((name) => ({ id: name, label: name }))];
  const title = isNew ? 'Nouveau client' : 'Fiche client';
  const locked = isSaving || !onSave;
  const setActive = onSave && client && clientAccountState(client) !== 'en_attente' ? onSetActive : undefined;
  return (
    <Card title={title}>
      <form className={layout.form} noValidate aria-label={title} onSubmit={(event) => void form.handleSubmit((record) => onSave?.(record))(event)}>
        {notice && <FormNotice tone={notice.tone}>{notice.message}</FormNotice>}
        <fieldset className={layout.section} disabled={locked}>
          <legend className={layout.legend}>Identité</legend>
          <div className={layout.row}>
            <FormTextField control={control} name="societe" label="Société" isRequired />
            <FormTextField control={control} name="email" label="E-mail" type="email" isRequired />
            <FormTextField control={control} name="prenom" label="Prénom" />
            <FormTextField control={control} name="nom" label="Nom" />
            <FormTextField control={control} name="telephone" label="Téléphone" type="tel" />
            <FormTextField control={control} name="gsm" label="Portable" type="tel" />
            {isNew && <FormTextField control={control} name="pseudo" label="Identifiant de connexion" isRequired autoComplete="off" />}
          </div>
        </fieldset>
        <fieldset className={layout.section} disabled={locked}>
          <legend className={layout.legend}>Entreprise</legend>
          <div className={layout.row}>
            <FormTextField control={control} name="siret" label="SIRET" inputMode="numeric" />
            <FormTextField control={control} name="tva_cee" label="N° TVA intracommunautaire" />
            <FormTextField control={control} name="famille" label="Famille" description="Professionnel, Revendeur, Grossiste ou Premium : choisit la liste de prix" />
            <Controller
              control={control}
              name="representant"
              // A client without a representative reads « Aucun », the choice that clears it, not « Sélectionner ».
              render={(binding) => <Select {...selectBinding(binding)} label="Représentant" options={representativeOptions} placeholder="Aucun" />}
            />
          </div>
        </fieldset>
        {/* One group « Adresses », each address its own group named by its legend: the spec's client address fields, in its order. */}
        <fieldset className={layout.section} disabled={locked}>
          <legend className={layout.legend}>Adresses</legend>
          <ClientAddressGroup control={control} address="billing" />
          <ClientAddressGroup control={control} address="delivery" />
        </fieldset>
        <fieldset className={layout.section} disabled={locked}>
          <legend className={layout.legend}>Notes</legend>
          <FormTextField control={control} name="instructions_speciales" label="Notes" multiline />
        </fieldset>
        <div className={layout.actions}>
          {setActive && client &&
            (client.actif ? (
              <Button variant="secondary" onPress={() => setConfirming(true)} isDisabled={isSaving}>
                Désactiver le client
              </Button>
            ) : (
              <Button variant="secondary" onPress={() => setActive(true)} isDisabled={isSaving}>
                Réactiver le client
              </Button>
            ))}
          {onSave && (
            <SubmitButton control={control} pending={isSaving} pendingLabel="Enregistrement...">
              {isNew ? 'Créer le client' : 'Enregistrer la fiche'}
            </SubmitButton>
          )}
        </div>
      </form>
      {setActive && (
        <ConfirmDialog
          title="Désactiver le client"
          message={STAFF_CLIENT_MESSAGES.deactivateConfirm}
          confirmLabel="Désactiver le client"
          variant="danger"
          isOpen={confirming}
          onConfirm={() => {
            setConfirming(false);
            setActive(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Card>
  );
}
