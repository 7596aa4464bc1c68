import { useRef, type ReactNode } from 'react';
import * as s from './PageLayout.css.ts';

export type PageLayoutProps = {
  /** The `SiteHeader`. */
  header: ReactNode;
  /** The `SiteFooter`. */
  footer: ReactNode;
  /** The `CookieBanner` while consent is unknown or expired; nothing otherwise. */
  cookieBanner?: ReactNode;
  /** The routed page. */
  children: ReactNode;
};

const mainId = 'contenu';

/** The shared page frame (spec 1 §2): fixed header, main content, footer, cookie banner. */
export function PageLayout({ header, footer, cookieBanner, children }: PageLayoutProps) {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <div className={s.page}>
      <a
        className={s.skipLink}
        href={`#${mainId}`}
        onClick={(event) => {
          // Focus is moved by hand: the app's router would otherwise treat the hash as a route change.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Aller au contenu
      </a>
      {header}
      <main ref={mainRef} id={mainId} className={s.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
      {cookieBanner}
    </div>
  );
}
