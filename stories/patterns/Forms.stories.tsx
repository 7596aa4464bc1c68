import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CLIENT_DASHBOARD_SNACKBARS, personalInfoFormValues } from '@otech/domain';
import { Button, PersonalInfoForm, Snackbar, SnackbarQueue, TextField } from '@otech/ui';
import { dashboardUser } from '../fixtures/clientDashboardUser.ts';
import { DoDont } from '../usage/DoDont.tsx';
import { doDontExample } from '../usage/doDontExample.ts';
import { tabTo } from './keyboard.ts';

/** How long the pretend server takes: long enough to see the pending state. */
const SERVER_MS = 600;

/** A real form of the shop wired as the shop wires it: pending while saving, then a snackbar or the form's error. */
function FormPattern({ serverFails }: { serverFails: boolean }) {
  const [queue] = useState(() => new SnackbarQueue());
  const [isSaving, setSaving] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string>();
  const save = () => {
    setSaving(true);
    setErrorMessage(undefined);
    setTimeout(() => {
      setSaving(false);
      if (serverFails) setErrorMessage(CLIENT_DASHBOARD_SNACKBARS.updateFailed.message);
      else queue.show({ ...CLIENT_DASHBOARD_SNACKBARS.personalInfoUpdated, durationMs: 60_000 });
    }, SERVER_MS);
  };
  return (
    <>
      <PersonalInfoForm initialValues={personalInfoFormValues(dashboardUser)} onSubmit={save} onReset={() => undefined} isSaving={isSaving} errorMessage={errorMessage} />
      <Snackbar queue={queue} />
    </>
  );
}

const meta = {
  title: 'Patterns/Forms',
  tags: ['stable'],
  component: FormPattern,
  args: { serverFails: false },
  parameters: {
    docs: {
      description: {
        component: `Every form of the shop behaves the same way (here the account's "Informations Personnelles"):

- **Validation timing**: a field's message shows once the field is edited or left, and goes as soon as the value is right; fields the user has not touched stay quiet. Submitting checks every field.
- **Errors**: under the field, in French, naming what is expected ("Email invalide", "Minimum 2 caractères requis"). A server error shows in the form, and what the user typed stays.
- **Pending**: while saving, the fields are disabled and the submit button says what is happening ("Enregistrement...") and cannot be pressed twice.
- **Done**: a snackbar says it is saved; the form keeps the saved values.

Every field has a maximum length, the one the server accepts. Keyboard: Tab moves through the fields in reading order, a field's message is its description (read with it), Enter in a field or on the button sends the form.`,
      },
    },
  },
} satisfies Meta<typeof FormPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'Email' });

// The message shows once the field is edited, untouched fields stay quiet, the save is pending, then the snackbar.
export const ValidateThenSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(email(canvasElement));
    await userEvent.type(email(canvasElement), 'jean@');
    await expect(await canvas.findByText('Email invalide')).toBeVisible();
    await expect(canvas.queryByText('Ce champ est obligatoire')).toBeNull();
    await userEvent.type(email(canvasElement), 'dupont.fr');
    await waitFor(() => expect(canvas.queryByText('Email invalide')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(CLIENT_DASHBOARD_SNACKBARS.personalInfoUpdated.message, {}, { timeout: 3000 })).toBeVisible();
    await expect(email(canvasElement)).toHaveValue('jean@dupont.fr');
  },
};

// The same from the keyboard alone: the message shows on leaving the field, Shift+Tab goes back to it, Enter on "Enregistrer" saves.
export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabTo(email(canvasElement));
    await userEvent.keyboard('{Control>}a{/Control}jean@');
    await userEvent.tab();
    await expect(await canvas.findByText('Email invalide')).toBeVisible();
    await tabTo(email(canvasElement), { backwards: true });
    await userEvent.keyboard('{End}dupont.fr');
    await waitFor(() => expect(canvas.queryByText('Email invalide')).toBeNull());
    await tabTo(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: /Enregistrement\.\.\./ })).toBeDisabled();
    await expect(await within(canvasElement.ownerDocument.body).findByText(CLIENT_DASHBOARD_SNACKBARS.personalInfoUpdated.message, {}, { timeout: 3000 })).toBeVisible();
    await expect(email(canvasElement)).toHaveValue('jean@dupont.fr');
  },
};

export const ServerError: Story = {
  args: { serverFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await canvas.findByText(CLIENT_DASHBOARD_SNACKBARS.updateFailed.message, {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Jean');
  },
};

const column = { display: 'grid', gap: 12, justifyItems: 'start' } as const;

// The error where the field is, saying what is expected; while saving, the button says so and waits.
export const DoAndDont: Story = {
  render: () => (
    <DoDont
      good={{
        caption: 'the message under the field it concerns, saying what is expected; while saving, the button says so and cannot be pressed twice.',
        children: (
          <div style={column}>
            <TextField label="Email" isInvalid errorMessage="Email invalide" defaultValue="marie.leroy@" maxLength={254} />
            <Button variant="primary" isDisabled>
              Enregistrement...
            </Button>
          </div>
        ),
      }}
      bad={{
        caption: 'one message at the top that names no field, and a button that can be pressed again while saving.',
        children: (
          <div style={column}>
            <p style={{ margin: 0 }}>Le formulaire contient des erreurs.</p>
            <TextField label="Adresse e-mail" defaultValue="marie.leroy@" maxLength={254} />
            <Button variant="primary">Valider</Button>
          </div>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const good = doDontExample(canvasElement, 'Do');
    await expect(good.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email invalide');
    await expect(good.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    await expect(doDontExample(canvasElement, "Don't").getByRole('button', { name: 'Valider' })).toBeEnabled();
  },
};
