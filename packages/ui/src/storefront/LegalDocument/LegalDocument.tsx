import { useId, type ReactNode } from 'react';
import * as s from './LegalDocument.css.ts';

export type LegalSection = {
  /** The page's `h1` ("Mentions légales"). */
  title: string;
  body: ReactNode;
};

export type LegalDocumentProps = {
  /** The document's name, its page heading ("Conditions générales de vente"). */
  title: string;
  /** The numbered sections, each a heading and its paragraphs, also listed in "Sommaire". */
  sections: readonly LegalSection[];
};

/** A legal page: a title, a table of contents and numbered sections (terms, privacy, legal notice). */
export function LegalDocument({ title, sections }: LegalDocumentProps) {
  const baseId = useId();
  const sectionId = (index: number) => `${baseId}-section-${index + 1}`;
  return (
    <article className={s.document}>
      <h1 className={s.title}>{title}</h1>
      <nav className={s.toc} aria-label="Sommaire">
        <h2 className={s.tocTitle}>Sommaire</h2>
        <ul className={s.tocList}>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                className={s.tocLink}
                href={`#${sectionId(index)}`}
                onClick={(event) => {
                  // Focus moves to the heading by hand: the app's router must not see the hash.
                  event.preventDefault();
                  const heading = globalThis.document.getElementById(sectionId(index));
                  heading?.scrollIntoView({ block: 'start' });
                  heading?.focus();
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} className={s.section} aria-labelledby={sectionId(index)}>
          <h2 id={sectionId(index)} className={s.sectionTitle} tabIndex={-1}>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
