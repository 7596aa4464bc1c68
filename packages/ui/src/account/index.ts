export { AccountWelcome, type AccountWelcomeProps } from './AccountWelcome/AccountWelcome.tsx';
export { QuoteRequestList, type QuoteRequestListProps } from './QuoteRequestList/QuoteRequestList.tsx';
