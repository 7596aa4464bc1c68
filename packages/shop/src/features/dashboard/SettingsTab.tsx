import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DASHBOARD_SNACKBARS, notificationSettingsSchema } from '@otech/domain';
import { AccountSettingsForm, AsyncContent, Card, NotificationSettingsForm, Spinner } from '@otech/ui';
import * as v from 'valibot';
import { notify } from '../../app/snackbar.ts';
import { AccountSecuritySection, useAccountSettings } from '../clientDashboard/index.ts';
import { saveNotificationSettings } from './api.ts';
import { dashboardKeys, notificationSettingsQuery } from './queries.ts';
import { useCustomerId } from './useCustomerId.ts';

const LOADING = 'Chargement de vos données...';

/** The notification settings: the saved ones, or the spec's defaults when they cannot be read (spec 2 §8, only logged). */
function useNotificationSettings() {
  const userId = useCustomerId();
  const queryClient = useQueryClient();
  const query = useQuery(notificationSettingsQuery(userId));
  const save = useMutation({
    mutationFn: saveNotificationSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(dashboardKeys.notificationSettings(userId), saved);
      notify(ACCOUNT_DASHBOARD_SNACKBARS.notificationSettingsSaved);
    },
    onError: () => notify(ACCOUNT_DASHBOARD_SNACKBARS.notificationSettingsFailed),
  });
  const values = query.data ?? (query.isError ? v.parse(notificationSettingsSchema, {}) : undefined);
  return { values, save };
}

/** "Paramètres du Compte" (spec 2 §2.3 tab 6): the account form, the notification settings, the security actions. */
export function SettingsTab() {
  const account = useAccountSettings();
  const notifications = useNotificationSettings();
  const section = (title: string, content: ReactNode) => (
    <Card title={title} headingLevel={2}>
      {content}
    </Card>
  );
  return (
    <>
      {section(
        'Informations personnelles',
        <AsyncContent state={account.state} onRetry={account.retry} loadingLabel={LOADING}>
          {(values) => (
            <AccountSettingsForm
              initialValues={values}
              onSubmit={(changed) => account.save.mutate(changed)}
              isSaving={account.save.isPending}
              errorMessage={account.save.error?.message}
            />
          )}
        </AsyncContent>,
      )}
      {section(
        'Notifications',
        notifications.values ? (
          <NotificationSettingsForm initialValues={notifications.values} onSubmit={(changed) => notifications.save.mutate(changed)} isSaving={notifications.save.isPending} />
        ) : (
          <Spinner label={LOADING} />
        ),
      )}
      <AccountSecuritySection />
    </>
  );
}
