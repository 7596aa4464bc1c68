import { useId } from 'react';
import { INVITATION_MESSAGES, INVITATION_PASSWORD_DEFAULTS, invitationPasswordSchema, type InvitationPasswordInput, type InvitationView } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { LinkButton } from '../../base/LinkButton/LinkButton.tsx';
import { FormNotice } from '../FormNotice/FormNotice.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import * as layout from '../formLayout.css.ts';
import { useSchemaForm } from '../useSchemaForm.ts';
import * as styles from './InvitationPage.css.ts';

export type InvitationPageProps = {
  /** What the link opens (GET /api/invitations/{token}): the form, or why not. */
  invitation: AsyncState<InvitationView>;
  /** The error view's "Réessayer": loads again. */
  onRetry: () => void;
  /** Called with the first password chosen, once valid. */
  onSubmit: (values: InvitationPasswordInput) => void;
  /** 'saved': the password is stored, the link used; the page leads to the sign-in. */
  status?: 'idle' | 'saving' | 'saved';
  /** The server's refusal (a link used meanwhile in another tab, or expired). */
  errorMessage?: string | undefined;
  /** The sign-in page, once the password is chosen or when the link has served. */
  signInHref: string;
};

function PasswordForm({ onSubmit, saving, errorMessage }: { onSubmit: InvitationPageProps['onSubmit']; saving: boolean; errorMessage: string | undefined }) {
  const form = useSchemaForm(invitationPasswordSchema, INVITATION_PASSWORD_DEFAULTS);
  return (
    <form className={layout.form} noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={INVITATION_MESSAGES.title}>
      {errorMessage && <FormNotice tone="error">{errorMessage}</FormNotice>}
      <fieldset className={layout.section} disabled={saving}>
        <PasswordField control={form.control} name="password" label="Mot de passe" autoComplete="new-password" />
        <PasswordField control={form.control} name="confirmPassword" label="Confirmer le mot de passe" autoComplete="new-password" />
      </fieldset>
      <p className={layout.smallText}>8 caractères au moins. Ce lien ne sert qu’une fois.</p>
      <SubmitButton control={form.control} size="large" fullWidth pending={saving} pendingLabel="Enregistrement...">
        Enregistrer mon mot de passe
      </SubmitButton>
    </form>
  );
}

/**
 * /invitation/{token} (issue 20): an imported client chooses the password of the account OTECH
 * opened for them, through the single-use link of their invitation e-mail.
 */
export function InvitationPage({ invitation, onRetry, onSubmit, status = 'idle', errorMessage, signInHref }: InvitationPageProps) {
  const headingId = useId();
  const signIn = (
    <LinkButton href={signInHref} variant="primary">
      Se connecter
    </LinkButton>
  );
  return (
    <section aria-labelledby={headingId} className={styles.page}>
      <Card>
        <h1 id={headingId} className={layout.heading}>
          {INVITATION_MESSAGES.title}
        </h1>
        <AsyncContent state={invitation} onRetry={onRetry} loadingLabel="Vérification du lien...">
          {(view) =>
            status === 'saved' ? (
              <div className={layout.form}>
                <FormNotice tone="success">{INVITATION_MESSAGES.saved}</FormNotice>
                {signIn}
              </div>
            ) : view.state !== 'valid' ? (
              <div className={layout.form}>
                <FormNotice tone="error">{view.message ?? INVITATION_MESSAGES.unknown}</FormNotice>
                {view.state === 'used' && signIn}
              </div>
            ) : (
              <>
                <p className={layout.lead}>Votre compte client OTECH est ouvert : choisissez le mot de passe avec lequel vous vous connecterez.</p>
                <PasswordForm onSubmit={onSubmit} saving={status === 'saving'} errorMessage={errorMessage} />
              </>
            )
          }
        </AsyncContent>
      </Card>
    </section>
  );
}
