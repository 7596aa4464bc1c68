export { AccountWelcome, type AccountWelcomeProps } from './AccountWelcome/AccountWelcome.tsx';
