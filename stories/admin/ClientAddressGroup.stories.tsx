import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FRENCH, StaffClientFormSchema, staffClientFormValues, TEXT_LIMITS, type StaffClient } from '@otech/domain';
import { Button, ClientAddressGroup, useSchemaForm, type ClientAddressGroupProps } from '@otech/ui';
import { clientAddressGroupUsage } from '../usage/staffGuidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { expectNoSidewaysScroll } from '../fixtures/sidewaysScroll.ts';
import { atViewport } from '../storefront/viewports.ts';
import { expectMaxLengths } from './fieldLimits.ts';

/** The client of these stories: a billing address, no delivery address yet. */
const durand = { societe: 'Durand Energie SARL', email: 'marie@durand-energie.fr', adresse_debut: '4 rue du Port', code_postal: '44000', ville: 'Nantes', pays: 'France' };

interface AddressFormProps {
  /** Which of the client's two addresses: billing, or delivery (its fields `liv_…`, labelled « (livraison) »). */
  address: ClientAddressGroupProps<StaffClient>['address'];
  /** A role that may read the record but not change it: the group is disabled, as the record's fieldsets are. */
  isReadOnly: boolean;
  /** The story's save button: called with the whole client record once its schema accepts it. The group itself takes the form's `control` instead. */
  onSave: (record: StaffClient) => void;
}

/** The group in the client record's form, with the record's schema and its save button. */
function AddressForm({ address, isReadOnly, onSave }: AddressFormProps) {
  const form = useSchemaForm(StaffClientFormSchema, staffClientFormValues(durand), FRENCH);
  return (
    <form noValidate aria-label="Fiche client" onSubmit={(event) => void form.handleSubmit((record) => onSave(record))(event)} style={{ display: 'grid', gap: 16, maxWidth: 880 }}>
      <fieldset disabled={isReadOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <ClientAddressGroup control={form.control} address={address} />
      </fieldset>
      {!isReadOnly && (
        <div>
          <Button type="submit" variant="primary">
            Enregistrer la fiche
          </Button>
        </div>
      )}
    </form>
  );
}

const meta = {
  title: 'Admin/ClientAddressGroup',
  tags: ['beta'],
  component: AddressForm,
  args: { address: 'billing', isReadOnly: false, onSave: fn() },
  parameters: usageDocs(clientAddressGroupUsage),
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const BILLING_LABELS = ['Adresse', 'Complément d’adresse', 'Complément d’adresse 2', 'Code postal', 'Ville', 'Pays'];

const groupNamed = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));

// The billing address as stored; Tab goes through its fields in the spec's order, and an edit is saved under its own field.
export const Billing: Story = {
  play: async ({ args, canvasElement }) => {
    const billing = groupNamed(canvasElement, 'Adresse de facturation');
    await expect(billing.getByRole('textbox', { name: 'Adresse' })).toHaveValue('4 rue du Port');
    await expect(billing.getByRole('textbox', { name: 'Ville' })).toHaveValue('Nantes');
    await userEvent.click(billing.getByRole('textbox', { name: 'Adresse' }));
    for (const label of BILLING_LABELS.slice(1)) {
      await userEvent.tab();
      await expect(billing.getByRole('textbox', { name: label })).toHaveFocus();
    }
    await userEvent.click(billing.getByRole('textbox', { name: 'Complément d’adresse 2' }));
    await userEvent.keyboard('BP 12');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enregistrer la fiche' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ adresse_debut: '4 rue du Port', adresse_fin: 'BP 12', ville: 'Nantes' })));
  },
};

// The delivery address: the receiving company first, every label saying « (livraison) »; typed from the keyboard and sent with Enter.
export const Delivery: Story = {
  args: { address: 'delivery' },
  play: async ({ args, canvasElement }) => {
    const delivery = groupNamed(canvasElement, 'Adresse de livraison');
    const fields = delivery.getAllByRole('textbox');
    const inOrder = ['Société', ...BILLING_LABELS].map((label) => fields.indexOf(delivery.getByRole('textbox', { name: `${label} (livraison)` })));
    await expect(inOrder).toEqual([0, 1, 2, 3, 4, 5, 6]);
    await userEvent.click(delivery.getByRole('textbox', { name: 'Société (livraison)' }));
    await userEvent.keyboard('Atelier Durand');
    await userEvent.tab();
    await userEvent.keyboard('ZI des Noës{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ liv_societe: 'Atelier Durand', liv_adresse_debut: 'ZI des Noës' })));
  },
};

// Every field stops at the length the client record accepts.
export const FieldLengths: Story = {
  args: { address: 'delivery' },
  play: async ({ canvasElement }) => {
    const fields = groupNamed(canvasElement, 'Adresse de livraison').getAllByRole('textbox');
    await expect(fields).toHaveLength(7);
    await expectMaxLengths(fields.map((field) => [field, TEXT_LIMITS.line] as const));
  },
};

// A role that may read the client but not change it: the address shows, nothing can be typed or saved.
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement }) => {
    const billing = groupNamed(canvasElement, 'Adresse de facturation');
    for (const field of billing.getAllByRole('textbox')) await expect(field).toBeDisabled();
    await expect(billing.getByRole('textbox', { name: 'Code postal' })).toHaveValue('44000');
    await expect(within(canvasElement).queryByRole('button', { name: 'Enregistrer la fiche' })).toBeNull();
  },
};

// At 390 px the fields stack in one column within the screen.
export const Phone: Story = {
  ...atViewport('handset'),
  args: { address: 'delivery' },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(canvasElement);
    await expect(groupNamed(canvasElement, 'Adresse de livraison').getByRole('textbox', { name: 'Pays (livraison)' })).toBeVisible();
  },
};
