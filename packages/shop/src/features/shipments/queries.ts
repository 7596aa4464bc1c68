import { queryOptions } from '@tanstack/react-query';
import { fetchOrderShipments } from './api.ts';

export const shipmentKeys = {
  all: ['shipments'] as const,
  ofOrder: (orderId: string) => [...shipmentKeys.all, 'order', orderId] as const,
};

export const orderShipmentsQuery = (orderId: string) =>
  queryOptions({ queryKey: shipmentKeys.ofOrder(orderId), queryFn: ({ signal }) => fetchOrderShipments(orderId, signal) });
