import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { draftLineOf, STAFF_LIST_SEARCH_DEBOUNCE_MS, freeDraftLine, readDraftLine, type FieldIssue, type QuoteDraftLine } from '@otech/domain';
import { QuoteLinesEditor, type QuoteLinesEditorProps } from '@otech/ui';
import { openedRequest } from '../fixtures/quoteEditor.ts';
import { atViewport } from '../storefront/viewports.ts';
import { quoteLinesEditorUsage } from '../usage/quotesGuidance.ts';
import { usageDocs } from '../usage/usage.ts';

// The requested lines at the customer's prices: 12 x 80,91 and 4 x 53,91 HT.
const requestedLines = openedRequest.draft.lines.map((line, index) => draftLineOf(line, `l${index}`));

// A quantity typed in words, and the issues the domain finds in it.
const wordQuantity: QuoteDraftLine = { ...requestedLines[1]!, quantity: 'dix' };
const read = readDraftLine(wordQuantity);
const wordQuantityIssues: FieldIssue[] = read.ok ? [] : read.issues;

const duracell = { id: 'DUR-AA-24', stock: 120, line: { reference: 'DUR-AA-24', designation: 'Piles Duracell AA x24', quantity: 1, unitPriceHT: 14.2, discountPercent: 0 } };

/** The editor with its lines kept as the AdminQuoteEditor keeps them, so edits show. */
function EditableLines(props: QuoteLinesEditorProps) {
  const [lines, setLines] = useState<QuoteDraftLine[]>([...props.lines]);
  return (
    <QuoteLinesEditor
      {...props}
      lines={lines}
      onChange={(next) => {
        setLines(next);
        props.onChange(next);
      }}
      onAddProduct={(line) => {
        setLines((current) => [...current, draftLineOf(line, `p${current.length}`)]);
        props.onAddProduct(line);
      }}
      onAddFreeLine={() => {
        setLines((current) => [...current, freeDraftLine(`f${current.length}`)]);
        props.onAddFreeLine();
      }}
    />
  );
}

const meta = {
  title: 'Admin/QuoteLinesEditor',
  tags: ['beta'],
  component: QuoteLinesEditor,
  parameters: usageDocs(quoteLinesEditorUsage),
  render: (args) => <EditableLines {...args} />,
  args: {
    lines: requestedLines,
    issues: {},
    productChoices: undefined,
    onChange: fn(),
    onSearchProducts: fn(),
    onAddProduct: fn(),
    onAddFreeLine: fn(),
  },
} satisfies Meta<typeof QuoteLinesEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineItem = (canvasElement: HTMLElement, line: number) => within(within(canvasElement).getByRole('listitem', { name: new RegExp(`^Ligne ${line} :`) }));
const lineField = (canvasElement: HTMLElement, line: number, label: string) => lineItem(canvasElement, line).getByRole('textbox', { name: label });
const lineTotal = (canvasElement: HTMLElement, line: number) => lineItem(canvasElement, line).getByLabelText('Total HT de la ligne').textContent?.replace(/\s/g, ' ');

// The requested lines: each with its reference and its total HT (12 x 80,91 = 970,92).
export const RequestedLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(lineField(canvasElement, 1, 'Prix unitaire HT (€)')).toHaveValue('80,91');
    await expect(lineItem(canvasElement, 1).getByText('Réf. VA-B18')).toBeVisible();
    await expect(lineTotal(canvasElement, 1)).toBe('970,92 € HT');
    await expect(lineTotal(canvasElement, 2)).toBe('215,64 € HT');
  },
};

// A discount typed: the line total follows (20 x 80,91 less 5 % = 1 537,20 HT).
export const EditALine: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.clear(lineField(canvasElement, 1, 'Quantité'));
    await userEvent.type(lineField(canvasElement, 1, 'Quantité'), '20');
    await userEvent.clear(lineField(canvasElement, 1, 'Remise (%)'));
    await userEvent.type(lineField(canvasElement, 1, 'Remise (%)'), '5');
    await expect(lineTotal(canvasElement, 1)).toBe('1 537,20 € HT');
    await expect(args.onChange).toHaveBeenLastCalledWith([expect.objectContaining({ key: 'l0', quantity: '20', discountPercent: '5' }), requestedLines[1]]);
  },
};

// A line that does not read has no total ("—"), never a guessed one.
export const UnreadableLine: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.clear(lineField(canvasElement, 2, 'Quantité'));
    await userEvent.type(lineField(canvasElement, 2, 'Quantité'), 'dix');
    await expect(lineTotal(canvasElement, 2)).toBe('—');
  },
};

// Once staff tried to send: each issue under its own field, the field marked invalid.
export const WithIssues: Story = {
  args: {
    lines: [requestedLines[0]!, wordQuantity],
    issues: { l1: wordQuantityIssues },
  },
  play: async ({ canvasElement }) => {
    await expect(lineField(canvasElement, 2, 'Quantité')).toHaveAttribute('aria-invalid', 'true');
    await expect(wordQuantityIssues).not.toHaveLength(0);
    await expect(lineItem(canvasElement, 2).getByText(wordQuantityIssues[0]!.message)).toBeVisible();
    await expect(lineField(canvasElement, 1, 'Quantité')).not.toHaveAttribute('aria-invalid', 'true');
  },
};

// "Retirer" takes the line out; the others keep their order.
export const RemoveALine: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(lineItem(canvasElement, 1).getByRole('button', { name: 'Retirer' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([requestedLines[1]]);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

// A free line: "Frais de port", 1 x 0 € HT, to price.
export const AddAFreeLine: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ajouter une ligne libre' }));
    await expect(args.onAddFreeLine).toHaveBeenCalledTimes(1);
    await expect(lineField(canvasElement, 3, 'Désignation')).toHaveValue('Frais de port');
    await expect(lineItem(canvasElement, 3).getByText('Ligne libre')).toBeVisible();
    await expect(lineTotal(canvasElement, 3)).toBe('0,00 € HT');
  },
};

// Products found for the search, at the customer's price HT; one added as a line.
export const ProductsFound: Story = {
  args: { productChoices: [duracell] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Ajouter un produit' }), 'duracell{Enter}');
    await expect(args.onSearchProducts).toHaveBeenCalledWith('duracell');
    await expect(within(canvas.getByRole('list', { name: 'Produits trouvés' })).getByText(/DUR-AA-24 · Piles Duracell AA x24 · 14,20 €\s*HT/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter DUR-AA-24' }));
    await expect(args.onAddProduct).toHaveBeenCalledWith(duracell.line);
    await expect(lineField(canvasElement, 3, 'Prix unitaire HT (€)')).toHaveValue('14,2');
  },
};

// The search runs as typing stops (issue 27), without Enter, and only once.
export const SearchOnTyping: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Ajouter un produit' }), 'piles aa');
    await waitFor(() => expect(args.onSearchProducts).toHaveBeenCalledWith('piles aa'), { timeout: STAFF_LIST_SEARCH_DEBOUNCE_MS * 5 });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rechercher' }));
    await expect(args.onSearchProducts).toHaveBeenCalledOnce();
  },
};

// The search found nothing: said in words.
export const NoProductFound: Story = {
  args: { productChoices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Produits trouvés' })).getByText('Aucun produit trouvé.')).toBeVisible();
  },
};

// Every line removed: the list is empty, the search and the free line remain.
export const NoLines: Story = {
  args: { lines: [] },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('list', { name: 'Lignes du devis' })).queryAllByRole('listitem')).toHaveLength(0);
    await expect(within(canvasElement).getByRole('button', { name: 'Ajouter une ligne libre' })).toBeEnabled();
  },
};

// On a phone the fields of a line wrap two by two; keyboard only, a product is searched and added.
export const PhoneKeyboard: Story = {
  ...atViewport('handset'),
  args: { productChoices: [duracell] },
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Ajouter un produit' });
    search.focus();
    await userEvent.keyboard('duracell{Enter}');
    await expect(args.onSearchProducts).toHaveBeenCalledWith('duracell');
    within(canvasElement).getByRole('button', { name: 'Ajouter DUR-AA-24' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddProduct).toHaveBeenCalledWith(duracell.line);
  },
};
