import * as s from './FactList.css.ts';

export interface FactListProps {
  /** Label and value pairs, in the order shown. */
  facts: readonly (readonly [string, string])[];
}

/** Labelled facts of a record (a client card, an order's summary) as a description list. */
export function FactList({ facts }: FactListProps) {
  return (
    <dl className={s.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={s.pair}>
          <dt className={s.term}>{term}</dt>
          <dd className={s.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
