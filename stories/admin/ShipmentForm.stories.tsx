import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CARRIER_MAX, SHIPMENT_MESSAGES, TRACKING_NUMBER_MAX } from '@otech/domain';
import { ShipmentForm } from '@otech/ui';
import { nothingShipped, partlyShipped } from '../fixtures/shipments.ts';
import { shipmentFormUsage } from '../usage/guidance.ts';
import { usageDocs } from '../usage/usage.ts';
import { expectMaxLengths } from './fieldLimits.ts';

const meta = {
  title: 'Admin/ShipmentForm',
  tags: ['beta'],
  component: ShipmentForm,
  parameters: usageDocs(shipmentFormUsage),
  args: { toShip: partlyShipped.toShip, onShip: fn() },
} satisfies Meta<typeof ShipmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillTracking = async (canvas: ReturnType<typeof within>) => {
  await userEvent.type(canvas.getByRole('textbox', { name: /Transporteur/ }), 'Colissimo');
  await userEvent.type(canvas.getByRole('textbox', { name: /Numéro de suivi/ }), '6A0002');
};

// The usual parcel: everything that remains, invoiced as it ships.
export const ShipTheRest: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: /Pile alcaline AA LR6/ })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Quantité de Pile alcaline AA LR6 dans ce colis' })).toHaveValue(40);
    await fillTracking(canvas);
    await expect(canvas.getByRole('checkbox', { name: 'Émettre la facture de ce colis' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Expédier le colis' }));
    await expect(args.onShip).toHaveBeenCalledWith({
      carrier: 'Colissimo',
      trackingNumber: '6A0002',
      issueInvoice: true,
      lines: [{ line: 0, quantity: 40 }, { line: 1, quantity: 4 }],
    });
  },
};

// A first parcel of some lines only, its invoice left for later: lines at 0 are not sent.
export const PartParcelWithoutInvoice: Story = {
  args: { toShip: nothingShipped.toShip },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const batteries = canvas.getByRole('spinbutton', { name: 'Quantité de Pile alcaline AA LR6 dans ce colis' });
    await userEvent.clear(batteries);
    await userEvent.type(batteries, '60{Enter}');
    const lead = canvas.getByRole('spinbutton', { name: 'Quantité de Batterie plomb AGM 12V 7Ah dans ce colis' });
    await userEvent.clear(lead);
    await userEvent.type(lead, '0{Enter}');
    await fillTracking(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Émettre la facture de ce colis' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Expédier le colis' }));
    await expect(args.onShip).toHaveBeenCalledWith({ carrier: 'Colissimo', trackingNumber: '6A0002', issueInvoice: false, lines: [{ line: 0, quantity: 60 }] });
  },
};

// A quantity never goes above what remains: typed higher, it is brought back to it.
export const NeverMoreThanRemains: Story = {
  play: async ({ canvasElement }) => {
    const lead = within(canvasElement).getByRole('spinbutton', { name: 'Quantité de Batterie plomb AGM 12V 7Ah dans ce colis' });
    await userEvent.clear(lead);
    await userEvent.type(lead, '9{Enter}');
    await expect(lead).toHaveValue(4);
  },
};

// Every quantity at 0: the domain's message, and nothing is sent.
export const EmptyParcel: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const stepper of canvas.getAllByRole('spinbutton')) {
      await userEvent.clear(stepper);
      await userEvent.type(stepper, '0{Enter}');
    }
    await fillTracking(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Expédier le colis' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(SHIPMENT_MESSAGES.empty);
    await expect(args.onShip).not.toHaveBeenCalled();
  },
};

// Carrier and tracking number are required, and stop at the lengths the API accepts.
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expectMaxLengths([
      [canvas.getByRole('textbox', { name: /Transporteur/ }), CARRIER_MAX],
      [canvas.getByRole('textbox', { name: /Numéro de suivi/ }), TRACKING_NUMBER_MAX],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Expédier le colis' }));
    await expect(args.onShip).not.toHaveBeenCalled();
  },
};

// The server's refusal is shown above the lines.
export const Refused: Story = {
  args: { shipError: SHIPMENT_MESSAGES.tooMany(0, 40) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ligne 1 : 40 au plus reste(nt) à expédier.')).toBeVisible();
  },
};

export const Shipping: Story = {
  args: { isShipping: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Expédition\.\.\./ })).toBeDisabled();
  },
};

// Nothing left to ship: the form draws nothing.
export const NothingLeft: Story = {
  parameters: { drawsNothing: 'intended' },
  args: { toShip: partlyShipped.toShip.map((line) => ({ ...line, shipped: line.ordered, remaining: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form', { name: 'Expédier un colis' })).toBeNull();
  },
};
