import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ADMIN_ACCOUNT_SNACKBARS, type ClientTerms } from '@otech/domain';
import { AdminClientDetail, ClientRecordForm, ClientTermsForm } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { notify } from '../../app/snackbar.ts';
import { deleteClientAccount, saveClientTerms, sendClientInvitation } from './api.ts';
import { ClientContractPrices } from './ClientContractPrices.tsx';
import { adminKeys, clientActivityQuery, clientCreditQuery, clientTermsQuery } from './queries.ts';
import { useAdminToolbar } from './useAdminToolbar.ts';
import { useStaffCan } from './useStaffCan.ts';
import { useClientRecord } from './useClientRecord.ts';
import { RecordTimelineSection } from './RecordTimelineSection.tsx';

/** /admin/clients/{id}: a client's account, its record and terms of trade, orders and invoices; deleting anonymises it. */
export function AdminClientRoute() {
  const toolbar = useAdminToolbar();
  const staffCan = useStaffCan();
  const id = useParams()['id'] ?? '';
  const activity = useQuery(clientActivityQuery(id));
  const queryClient = useQueryClient();
  // Every role that sees clients reads their terms (GET needs « clients.view »); only « prices.edit » sets them.
  const terms = useQuery(clientTermsQuery(id));
  const canEditClient = staffCan('clients.edit');
  const canSetPrices = staffCan('prices.edit');
  const credit = useQuery(clientCreditQuery(id));
  const record = useClientRecord(id);
  const client = activity.data?.client;
  const saveTerms = useMutation({
    mutationFn: (values: ClientTerms) => saveClientTerms(id, values),
    onSuccess: (saved) => queryClient.setQueryData(clientTermsQuery(id).queryKey, saved),
  });
  const invite = useMutation({
    mutationFn: () => sendClientInvitation(id),
    // The account still has no password: the button stays, to send a new link if this one is lost.
  });
  const remove = useMutation({
    mutationFn: () => deleteClientAccount(Number(id)),
    onSuccess: () => {
      // The page shows the anonymised account; lists and statistics are fetched again when next shown.
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      notify(ADMIN_ACCOUNT_SNACKBARS.clientDeleted);
    },
    onError: () => notify(ADMIN_ACCOUNT_SNACKBARS.clientDeleteFailed),
  });
  return (
    <AdminClientDetail
      {...toolbar}
      activity={toAsyncState(activity, 'Erreur lors du chargement du client')}
      onRetry={() => void activity.refetch()}
      // What the role may not change is not offered (issue 23): the account's facts stay readable.
      onDelete={canEditClient ? () => remove.mutate() : undefined}
      isDeleting={remove.isPending}
      onInvite={canEditClient ? () => invite.mutate() : undefined}
      isInviting={invite.isPending}
      invitationNotice={invite.isError ? { tone: 'error', message: invite.error.message } : invite.isSuccess ? { tone: 'success', message: invite.data.message } : undefined}
      timeline={client && <RecordTimelineSection recordPath={`/admin/clients/${client.id}`} />}
      // Without « clients.edit » the record is read, not changed: Logistique needs the delivery address.
      record={
        client &&
        !client.date_suppression && (
          <ClientRecordForm
            key={client.date_modification ?? ''}
            client={client}
            {...(canEditClient ? record : { representatives: record.representatives, onSave: undefined, onSetActive: undefined })}
          />
        )
      }
      terms={
        terms.data && (
          <>
          <ClientTermsForm
            terms={terms.data}
            onSave={canSetPrices ? (values) => saveTerms.mutate(values) : undefined}
            isSaving={saveTerms.isPending}
            creditInUse={credit.data?.text}
            notice={
              saveTerms.isError
                ? { tone: 'error', message: saveTerms.error.message }
                : saveTerms.isSuccess
                  ? { tone: 'success', message: 'Conditions enregistrées' }
                  : undefined
            }
          />
          {canSetPrices && <ClientContractPrices clientId={id} />}
          </>
        )
      }
    />
  );
}
