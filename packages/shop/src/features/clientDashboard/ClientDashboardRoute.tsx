import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import {
  CLIENT_DASHBOARD_SNACKBARS,
  type ClientDashboardUser,
  bankingFormValues,
  grantedTerms,
  contactFullName,
  personalInfoFormValues,
  preferencesFormValues,
} from '@otech/domain';
import {
  AsyncContent,
  CLIENT_DASHBOARD_TABS,
  type ClientDashboardTab,
  BankingForm,
  ClientDashboardPage,
  PersonalInfoForm,
  PreferencesForm,
  QuoteRequestList,
} from '@otech/ui';
import { currentUserAtom } from '../../app/session.ts';
import { useTabInUrl } from '../../app/useTabInUrl.ts';
import { notify } from '../../app/snackbar.ts';
import { AccountSecuritySection } from './AccountSecuritySection.tsx';
import { useClientProfile } from './useClientProfile.ts';
import { useQuoteActions } from './useQuoteActions.ts';
import { ClientInvoicesTab } from '../invoices/index.ts';
import { QuoteAnswerSlot } from './QuoteAnswerSlot.tsx';

const LOADING = 'Chargement de vos données...';

const TABS = { tabs: CLIENT_DASHBOARD_TABS.map((tab) => tab.id) as [ClientDashboardTab, ...ClientDashboardTab[]] };

/** /client-dashboard, "Mon Espace Client" (spec 2 §2.2): the five tabs wired to the API, the tab in the URL. */
export function Component() {
  const user = useAtomValue(currentUserAtom);
  const [tab, setTab] = useTabInUrl(TABS);
  const profile = useClientProfile();
  const quotes = useQuoteActions();
  if (!user) return null;

  const withProfile = (render: (data: ClientDashboardUser) => ReactNode) => (
    <AsyncContent state={profile.state} onRetry={profile.retry} loadingLabel={LOADING}>
      {render}
    </AsyncContent>
  );

  return (
    <ClientDashboardPage
      name={contactFullName(user)}
      selectedTab={tab}
      onTabChange={setTab}
      panels={{
        informations: withProfile((data) => (
          <PersonalInfoForm
            initialValues={personalInfoFormValues(data)}
            onSubmit={(values) => profile.personal.mutate(values)}
            onReset={() => notify(CLIENT_DASHBOARD_SNACKBARS.formReset)}
            isSaving={profile.personal.isPending}
          />
        )),
        banque: withProfile((data) => (
          <BankingForm
            initialValues={bankingFormValues(data)}
            grantedTerms={grantedTerms(data.bankingInfo)}
            savedIban={data.bankingInfo?.iban || undefined}
            onSubmit={(values) => profile.banking.mutate(values)}
            isSaving={profile.banking.isPending}
            errorMessage={profile.banking.error?.message}
          />
        )),
        devis: (
          <QuoteRequestList
            quotes={quotes.state}
            onRetry={quotes.retry}
            userId={user.id}
            onCancel={quotes.cancel}
            onAccept={quotes.accept}
            onDownload={quotes.download}
            onDuplicate={quotes.duplicate}
            pending={quotes.pending}
            catalogueHref="/catalogue"
            renderAnswer={(quote) => <QuoteAnswerSlot quote={quote} />}
          />
        ),
        parametres: (
          <>
            {withProfile((data) => (
              <PreferencesForm
                initialValues={preferencesFormValues(data)}
                onSubmit={(values) => profile.preferences.mutate(values)}
                isSaving={profile.preferences.isPending}
              />
            ))}
            <AccountSecuritySection />
          </>
        ),
        factures: <ClientInvoicesTab />,
      }}
    />
  );
}
