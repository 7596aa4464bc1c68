// The parcels of an order (issue 22): the staff order page's shipping section, and the delivery notes.
export { useOrderShipping } from './useOrderShipping.ts';
export { useDeliveryNoteDownload } from './useDeliveryNoteDownload.ts';
