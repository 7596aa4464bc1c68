export { AccountWelcome, type AccountWelcomeProps } from './AccountWelcome/AccountWelcome.tsx';
export { QuoteRequestList, type QuoteAction, type QuoteRequestListProps } from './QuoteRequestList/QuoteRequestList.tsx';
export { QuoteAnswerPanel, type QuoteAnswerPanelProps } from './QuoteAnswerPanel/QuoteAnswerPanel.tsx';
export { QuoteThread, type QuoteThreadProps } from './QuoteThread/QuoteThread.tsx';
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
export { AccountDashboard, type AccountDashboardProps } from './AccountDashboard/AccountDashboard.tsx';
export { AddressBook, type AddressBookProps } from './AddressBook/AddressBook.tsx';
export { AddressForm, type AddressFormProps } from './AddressForm/AddressForm.tsx';
export { FavouritesTable, type FavouritesTableProps } from './FavouritesTable/FavouritesTable.tsx';
export { InvoicesTable, type InvoicesTableProps } from './InvoicesTable/InvoicesTable.tsx';
export { InvoicesPeriodForm, type InvoicesPeriodFormProps } from './InvoicesPeriodForm/InvoicesPeriodForm.tsx';
export { LoyaltyPanel, type LoyaltyPanelProps } from './LoyaltyPanel/LoyaltyPanel.tsx';
export { LoyaltyProgress, type LoyaltyProgressProps } from './LoyaltyProgress/LoyaltyProgress.tsx';
export { NotificationBell, type NotificationBellProps } from './NotificationBell/NotificationBell.tsx';
export { ClientInvoicesPanel, type ClientInvoicesPanelProps } from './ClientInvoicesPanel/ClientInvoicesPanel.tsx';
export { InvoicePdfButton, type InvoicePdfButtonProps } from './InvoicePdfButton/InvoicePdfButton.tsx';
export { AccountOrdersTable, type AccountOrdersTableProps } from './AccountOrdersTable/AccountOrdersTable.tsx';
export { TrackingTimeline, type TrackingTimelineProps } from './TrackingTimeline/TrackingTimeline.tsx';
export { PagedTable, type PagedTableProps } from './PagedTable/PagedTable.tsx';
export { AccountOverview, type AccountOverviewProps } from './AccountOverview/AccountOverview.tsx';
export { AccountSettingsForm, type AccountSettingsFormProps } from './AccountSettingsForm/AccountSettingsForm.tsx';
export { NotificationSettingsForm, type NotificationSettingsFormProps } from './NotificationSettingsForm/NotificationSettingsForm.tsx';
export { UserDashboardPage, type UserDashboardPageProps } from './UserDashboardPage/UserDashboardPage.tsx';
export { AccountOrderPage, type AccountOrderPageProps } from './AccountOrderPage/AccountOrderPage.tsx';
