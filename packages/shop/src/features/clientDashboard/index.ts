// The customer's own account, as other features use it: the dashboards' settings pieces.
export { AccountSecuritySection } from './AccountSecuritySection.tsx';
export { useAccountSettings } from './useAccountSettings.ts';
