export { AccountWelcome, type AccountWelcomeProps } from './AccountWelcome/AccountWelcome.tsx';
export { QuoteRequestList, type QuoteAction, type QuoteRequestListProps } from './QuoteRequestList/QuoteRequestList.tsx';
export { PersonalInfoForm, type PersonalInfoFormProps } from './PersonalInfoForm/PersonalInfoForm.tsx';
export { BankingForm, type BankingFormProps } from './BankingForm/BankingForm.tsx';
export { PreferencesForm, type PreferencesFormProps } from './PreferencesForm/PreferencesForm.tsx';
export { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm/ChangePasswordForm.tsx';
export { DataExportPanel, type DataExportPanelProps } from './DataExportPanel/DataExportPanel.tsx';
export { DeleteAccountPanel, type DeleteAccountPanelProps } from './DeleteAccountPanel/DeleteAccountPanel.tsx';
export {
  ClientDashboardPage,
  CLIENT_DASHBOARD_TABS,
  type ClientDashboardPageProps,
  type ClientDashboardTab,
} from './ClientDashboardPage/ClientDashboardPage.tsx';
export { AccountSecurity, type AccountSecurityProps } from './AccountSecurity/AccountSecurity.tsx';
