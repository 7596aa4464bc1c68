// The administration's public face for the storefront frame: only the impersonation bar, so that
// nothing else of the (lazily loaded) administration reaches the storefront's bundles.
export { ImpersonationBanner } from './ImpersonationBanner.tsx';
