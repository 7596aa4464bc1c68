import { useId, type ReactNode } from 'react';
import { card, header, title as titleStyle } from './Card.css.ts';

export type CardProps = {
  /** When given, the card is a titled section, named by its heading for screen readers. */
  title?: string;
  /** Level of the title's heading, one below the section the card sits in (2 by default). */
  headingLevel?: 2 | 3 | 4;
  /** Buttons or links shown beside the title ("Voir tout"). */
  actions?: ReactNode;
  /** The card's content, below its title. */
  children: ReactNode;
};

/** A white panel grouping related content (stat, summary, address, loyalty…). */
export function Card({ title, headingLevel = 2, actions, children }: CardProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (!title) return <div className={card}>{children}</div>;
  return (
    <section className={card} aria-labelledby={headingId}>
      <div className={header}>
        <Heading id={headingId} className={titleStyle}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
