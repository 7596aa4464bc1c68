import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPolicyPage } from '@otech/ui';
import { atViewport } from './viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { privacyPolicyPageUsage } from '../usage/storefrontGuidance.ts';

const meta = {
  title: 'Storefront/PrivacyPolicyPage',
  tags: ['stable'],
  component: PrivacyPolicyPage,
  parameters: usageDocs(privacyPolicyPageUsage),
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Spec 2 §2.7.
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 2, name: /^\d+\. / }).map((h) => h.textContent);
    await expect(titles).toEqual([
      '1. Responsable du traitement',
      '2. Données collectées',
      '3. Finalités du traitement',
      '4. Base légale',
      '5. Destinataires des données',
      '6. Durée de conservation',
      '7. Sécurité',
      '8. Vos droits',
      '9. Cookies',
      '10. Modification de la politique',
    ]);
    const section = (name: string) => canvas.getByRole('region', { name });
    await expect(section('1. Responsable du traitement')).toHaveTextContent(/SAS au capital de 10 000 €/);
    await expect(section('1. Responsable du traitement')).toHaveTextContent(/produits liés à la téléphonie/);
    await expect(section('2. Données collectées')).toHaveTextContent(
      /nom, raison sociale, numéro de TVA intracommunautaire, coordonnées professionnelles/,
    );
    await expect(section('2. Données collectées')).toHaveTextContent(/Données de connexion et de navigation/);
    await expect(section('2. Données collectées')).toHaveTextContent(/commandes, factures, paiements/);
    await expect(section('3. Finalités du traitement')).toHaveTextContent(/prospection commerciale, sous réserve de votre consentement/);
    await expect(section('6. Durée de conservation')).toHaveTextContent(/commandes et factures : 10 ans/);
    await expect(section('6. Durée de conservation')).toHaveTextContent(/3 ans après la fin de la relation commerciale/);
    await expect(section('6. Durée de conservation')).toHaveTextContent(/cookies : 13 mois au maximum/);
    await expect(within(section('8. Vos droits')).getByRole('link', { name: 'contact@otech.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@otech.fr',
    );
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
