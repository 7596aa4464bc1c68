import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '@otech/ui';
import { textFieldUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { DoDont } from '../usage/DoDont.tsx';

const meta = {
  title: 'Base/TextField',
  tags: ['stable'],
  component: TextField,
  parameters: usageDocs(textFieldUsage),
  args: { label: 'Adresse e-mail', type: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'nom@entreprise.fr' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('a@b.fr');
    await expect(input).toHaveValue('a@b.fr');
    await expect(args.onChange).toHaveBeenLastCalledWith('a@b.fr');
  },
};

export const WithDescription: Story = {
  args: { description: 'Nous vous enverrons la confirmation de votre devis à cette adresse.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAccessibleDescription(
      'Nous vous enverrons la confirmation de votre devis à cette adresse.',
    );
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Adresse e-mail invalide', defaultValue: 'pas-un-email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Adresse e-mail invalide');
  },
};

// A message given while the field is valid stays hidden: it shows only with isInvalid.
export const MessageWhileValid: Story = {
  args: { errorMessage: 'Adresse e-mail invalide', defaultValue: 'a@b.fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Adresse e-mail invalide')).toBeNull();
  },
};

/** The neutral surface (tokens `color.neutralSurface`) a field out of use, or only read, is drawn on. */
const NEUTRAL_SURFACE = 'rgb(238, 241, 245)';

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'contact@otech.fr' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeDisabled();
    await expect(getComputedStyle(input).backgroundColor).toBe(NEUTRAL_SURFACE);
  },
};

/** Disabled by the fieldset around it (a record the staff member may read, not change): drawn as disabled too. */
export const DisabledByItsFieldset: Story = {
  args: { defaultValue: 'contact@otech.fr' },
  decorators: [(Story) => <fieldset disabled style={{ border: 0, margin: 0, padding: 0 }}><Story /></fieldset>],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeDisabled();
    await expect(getComputedStyle(input).backgroundColor).toBe(NEUTRAL_SURFACE);
  },
};

/** A value shown for reading (the country the shop delivers to): it cannot be typed over, and does not look as if it could. */
export const ReadOnly: Story = {
  args: { label: 'Pays', type: 'text', isReadOnly: true, defaultValue: 'France' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Pays' });
    await userEvent.type(input, 'Belgique');
    await expect(input).toHaveValue('France');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(getComputedStyle(input).backgroundColor).toBe(NEUTRAL_SURFACE);
  },
};

export const Multiline: Story = {
  args: { label: 'Message', type: 'text', multiline: true, placeholder: 'Votre demande' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Ligne 1{Enter}Ligne 2');
    await expect(area).toHaveValue('Ligne 1\nLigne 2');
  },
};

export const Password: Story = {
  args: { label: 'Mot de passe', type: 'password', defaultValue: 'secret42' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('secret42');
    const hide = canvas.getByRole('button', { name: 'Masquer le mot de passe' });
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PasswordKeyboard: Story = {
  args: { label: 'Mot de passe', type: 'password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Mot de passe')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAttribute('type', 'text');
  },
};

// Do/don't (issue 26): the expected format said before, the error in French naming the rule.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'a visible label, the format in the description, the error in French saying what is expected.',
        children: <TextField label="SIRET" description="14 chiffres" isInvalid errorMessage="SIRET invalide (14 chiffres)" defaultValue="1234" />,
      }}
      bad={{
        caption: 'an error in English that names no rule, and no hint of the format before typing.',
        children: <TextField label="SIRET" isInvalid errorMessage="Invalid value" defaultValue="1234" />,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = within(within(canvasElement).getByRole('figure', { name: 'Do' }));
    await expect(good.getByRole('textbox', { name: 'SIRET' })).toHaveAccessibleDescription(/14 chiffres/);
  },
};
