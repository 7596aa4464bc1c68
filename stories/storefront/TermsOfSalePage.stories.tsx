import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsOfSalePage } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { termsOfSalePageUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/TermsOfSalePage',
  tags: ['stable'],
  component: TermsOfSalePage,
  parameters: usageDocs(termsOfSalePageUsage),
} satisfies Meta<typeof TermsOfSalePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const article = (canvasElement: HTMLElement, number: number) =>
  within(canvasElement).getByRole('region', { name: new RegExp(`^Article ${number} –`) });

// Spec 2 §2.6 and the terms constants of spec 2 §9.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2, name: /^Article \d+ –/ })).toHaveLength(12);
    const expectations: [number, RegExp][] = [
      [1, /réservées exclusivement aux clients professionnels/],
      [1, /« réservé aux professionnels » ne peuvent être utilisés que dans un cadre professionnel/],
      [3, /contribution sécurité et environnement de 1,75 % du prix hors taxes/],
      [4, /chiffre d’affaires mensuel moyen minimum de 100 € sur les 12 derniers mois/],
      [4, /bascule automatiquement sur le tarif professionnel standard/],
      [5, /payables comptant à la commande/],
      [6, /3 fois le taux d’intérêt légal/],
      [6, /indemnité forfaitaire pour frais de recouvrement de 40 €/],
      [7, /délais de livraison sont donnés à titre indicatif/],
      [7, /dans un délai de 4 jours ouvrés/],
      [8, /dans un délai de 30 jours/],
      [8, /produits standards, à l’exclusion des commandes spéciales et des produits à prix net/],
      [8, /emballage d’origine intact, accompagnés de la facture/],
      [8, /limitées à 10 % des achats/],
      [9, /garantie commerciale de 1 an à compter de la date de facture, non extensible/],
      [9, /garantie légale de conformité .* exclue/],
      [9, /entre 70 % et 100 % de sa capacité nominale/],
      [10, /dans un délai de 1 an à compter de la livraison/],
      [11, /mise en demeure restée sans effet pendant 15 jours/],
      [12, /capital de 10 000 €/],
      [12, /tribunaux d’Aix-en-Provence/],
    ];
    for (const [number, text] of expectations) {
      await expect(article(canvasElement, number)).toHaveTextContent(text);
    }
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
