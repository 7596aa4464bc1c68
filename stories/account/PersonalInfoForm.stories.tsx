import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { personalInfoFormValues } from '@otech/domain';
import { PersonalInfoForm } from '@otech/ui';
import { dashboardUser } from '../fixtures/clientDashboardUser.ts';
import { atViewport } from '../storefront/viewports.ts';
import { usageDocs } from '../usage/usage.ts';
import { personalInfoFormUsage } from '../usage/accountGuidance.ts';

const meta = {
  title: 'Account/PersonalInfoForm',
  tags: ['stable'],
  component: PersonalInfoForm,
  parameters: usageDocs(personalInfoFormUsage),
  args: { initialValues: personalInfoFormValues(dashboardUser), onSubmit: fn(), onReset: fn() },
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const textbox = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('textbox', { name });

async function retype(canvasElement: HTMLElement, name: string, text: string) {
  const field = textbox(canvasElement, name);
  await userEvent.clear(field);
  await userEvent.paste(text);
  await userEvent.tab();
}

async function choose(canvasElement: HTMLElement, select: RegExp, option: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: select }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }));
}

// Spec 2 §3.2: the saved information, then a change sent as the form's values.
export const Saves: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(textbox(canvasElement, 'Prénom')).toHaveValue('Jean');
    // The inputs stop at the schema's limits, which the API checks again.
    await expect(textbox(canvasElement, 'Téléphone')).toHaveAttribute('maxlength', '30');
    await expect(textbox(canvasElement, 'Code postal')).toHaveAttribute('maxlength', '10');
    await retype(canvasElement, 'Ville', 'Villeurbanne');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ city: 'Villeurbanne', country: 'FR', sector: 'industrial' }), expect.anything()));
  },
};

// Spec 2 §5 and issue 8: the postal code follows the country (4 digits in Belgium).
export const PostalCodeByCountry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /Pays/, 'Belgique');
    await retype(canvasElement, 'Code postal', '69003');
    await expect(await canvas.findByText('Code postal invalide (4 chiffres)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    await retype(canvasElement, 'Code postal', '4000');
    await waitFor(() => expect(canvas.queryByText('Code postal invalide (4 chiffres)')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'BE', postalCode: '4000' }), expect.anything()));
  },
};

// Spec 2 §5: the messages show once a field is edited.
export const FieldMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await retype(canvasElement, 'Prénom', 'J');
    await retype(canvasElement, 'Email', 'jean@');
    await userEvent.clear(textbox(canvasElement, 'Téléphone'));
    await userEvent.tab();
    await expect(await canvas.findByText('Minimum 2 caractères requis')).toBeVisible();
    await expect(canvas.getByText('Email invalide')).toBeVisible();
    await expect(canvas.getByText('Ce champ est obligatoire')).toBeVisible();
  },
};

// Spec 2 §2.2: Réinitialiser goes back to the saved values and the page says so.
export const Reset: Story = {
  play: async ({ args, canvasElement }) => {
    await retype(canvasElement, 'Ville', 'Paris');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réinitialiser' }));
    await expect(textbox(canvasElement, 'Ville')).toHaveValue('Lyon');
    await expect(args.onReset).toHaveBeenCalledOnce();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
  },
};

export const SaveError: Story = {
  args: { errorMessage: 'Erreur lors de la mise à jour' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erreur lors de la mise à jour')).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };
