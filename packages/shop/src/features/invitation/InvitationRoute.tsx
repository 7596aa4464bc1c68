import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { InvitationPage } from '@otech/ui';
import { toAsyncState } from '../../app/asyncState.ts';
import { choosePassword } from './api.ts';
import { invitationQuery } from './queries.ts';

/** /invitation/{token} (issue 20): an imported client chooses their password through their invitation's link. */
export function Component() {
  const token = useParams()['token'] ?? '';
  const invitation = useQuery(invitationQuery(token));
  const save = useMutation({ mutationFn: (values: { password: string; confirmPassword: string }) => choosePassword(token, values) });
  return (
    <InvitationPage
      invitation={toAsyncState(invitation, 'Le lien n’a pas pu être vérifié')}
      onRetry={() => void invitation.refetch()}
      onSubmit={(values) => save.mutate(values)}
      status={save.isSuccess ? 'saved' : save.isPending ? 'saving' : 'idle'}
      errorMessage={save.isError ? save.error.message : undefined}
      signInHref="/login"
    />
  );
}
