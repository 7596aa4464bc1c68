import { useState } from 'react';
import { formatEuros, fromCents, netUnitPriceCents, readDraftLine, TEXT_LIMITS, type FieldIssue, type QuoteDraftLine, type QuoteOfferLine, type QuoteProductChoice } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { TextField } from '../../base/TextField/TextField.tsx';
import { ListSearchField } from '../AdminListPage/ListSearchField.tsx';
import * as s from './AdminQuoteEditor.css.ts';

export interface QuoteLinesEditorProps {
  /** The lines as typed (French numbers as text, "2,50"), in the order shown; read by the domain's `readDraftLine`. */
  lines: readonly QuoteDraftLine[];
  /** The issues of each line by its key, shown once staff tried to send. */
  issues: Readonly<Record<string, readonly FieldIssue[]>>;
  /** Every edit or removal: all the lines, the changed one replaced or the removed one left out. */
  onChange: (lines: QuoteDraftLine[]) => void;
  /** Products found for the last search, at the customer's price; undefined before any search. */
  productChoices: readonly QuoteProductChoice[] | undefined;
  /** The search text of "Ajouter un produit": sent as typing stops, or at once on Enter or « Rechercher » (issue 27); never empty. */
  onSearchProducts: (text: string) => void;
  /** "Ajouter {reference}": the product's line at the customer's price HT, quantity 1, no discount. */
  onAddProduct: (line: QuoteOfferLine) => void;
  /** "Ajouter une ligne libre": the editor adds a "Frais de port" line (1 x 0 € HT). */
  onAddFreeLine: () => void;
}

const issueOf = (issues: readonly FieldIssue[] | undefined, field: string) => issues?.find((issue) => issue.field === field)?.message;

function lineTotal(line: QuoteDraftLine): string {
  const read = readDraftLine(line);
  return read.ok ? `${formatEuros(fromCents(netUnitPriceCents(read.line) * read.line.quantity))} HT` : '—';
}

/** The quote's lines as staff edit them: quantity, unit price HT, discount; a product or a free line added. */
export function QuoteLinesEditor({ lines, issues, onChange, productChoices, onSearchProducts, onAddProduct, onAddFreeLine }: QuoteLinesEditorProps) {
  // The last text searched: the field sends a text only once, whichever of typing, Enter or the button sends it first.
  const [searched, setSearched] = useState('');
  const change = (key: string, field: keyof QuoteDraftLine, value: string) => onChange(lines.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  const field = (line: QuoteDraftLine, name: 'designation' | 'quantity' | 'unitPriceHT' | 'discountPercent', label: string) => {
    const message = issueOf(issues[line.key], name);
    return (
      <TextField
        label={label}
        value={line[name]}
        onChange={(value) => change(line.key, name, value)}
        isInvalid={message !== undefined}
        errorMessage={message}
        maxLength={name === 'designation' ? 255 : 20}
        inputMode={name === 'designation' ? undefined : 'decimal'}
      />
    );
  };
  return (
    <>
      <ol className={s.lines} aria-label="Lignes du devis">
        {lines.map((line, index) => (
          <li key={line.key} className={s.line} aria-label={`Ligne ${index + 1} : ${line.designation || 'sans désignation'}`}>
            <div className={s.designation}>
              {field(line, 'designation', 'Désignation')}
              <p className={s.reference}>{line.reference ? `Réf. ${line.reference}` : 'Ligne libre'}</p>
            </div>
            {field(line, 'quantity', 'Quantité')}
            {field(line, 'unitPriceHT', 'Prix unitaire HT (€)')}
            {field(line, 'discountPercent', 'Remise (%)')}
            <p className={s.lineTotal} aria-label="Total HT de la ligne">
              {lineTotal(line)}
            </p>
            <Button variant="text" size="small" onPress={() => onChange(lines.filter((each) => each.key !== line.key))}>
              Retirer
            </Button>
          </li>
        ))}
      </ol>
      <div className={s.row}>
        <div className={s.search}>
          <ListSearchField
            label="Ajouter un produit"
            placeholder="Référence ou nom"
            maxLength={TEXT_LIMITS.line}
            value={searched}
            onSearch={(text) => {
              setSearched(text);
              if (text !== '') onSearchProducts(text);
            }}
          />
        </div>
        <Button variant="secondary" onPress={onAddFreeLine}>
          Ajouter une ligne libre
        </Button>
      </div>
      {productChoices && (
        <ul className={s.choices} aria-label="Produits trouvés">
          {productChoices.length === 0 && <li>Aucun produit trouvé.</li>}
          {productChoices.map((choice) => (
            <li key={choice.id} className={s.choice}>
              <span>
                {choice.line.reference} · {choice.line.designation} · {formatEuros(choice.line.unitPriceHT)} HT
              </span>
              <Button variant="text" size="small" onPress={() => onAddProduct(choice.line)}>
                Ajouter {choice.line.reference}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
