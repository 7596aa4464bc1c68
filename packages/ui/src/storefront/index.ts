export { company, telHref, type CompanyAddress } from './company.ts';
export { RouteLink, type RouteLinkProps } from './RouteLink/RouteLink.tsx';
export { Logo, type LogoProps } from './Logo/Logo.tsx';
export { SiteHeader, type SiteHeaderProps, type HeaderSession } from './SiteHeader/SiteHeader.tsx';
export { SiteFooter, type SiteFooterProps } from './SiteFooter/SiteFooter.tsx';
export { CookieBanner, type CookieBannerProps } from './CookieBanner/CookieBanner.tsx';
export { PageLayout, type PageLayoutProps } from './PageLayout/PageLayout.tsx';
