import type { ShippingStatus } from '../../schemas/order.ts';
import { displayOf, type StatusDisplay } from './display.ts';

/**
 * Spec 3 §4 "Shipping status". The spec lists the values only: the French labels, colours and
 * icons here are the shop's own reading of each step.
 */
export const SHIPPING_STATUS_DISPLAY: Readonly<Record<ShippingStatus, StatusDisplay>> = {
  not_shipped: { label: 'Non expédiée', tone: 'neutral', icon: 'Package' },
  preparing: { label: 'En préparation', tone: 'warning', icon: 'PackageOpen' },
  shipped: { label: 'Expédiée', tone: 'info', icon: 'Truck' },
  in_transit: { label: 'En transit', tone: 'info', icon: 'Route' },
  out_for_delivery: { label: 'En cours de livraison', tone: 'info', icon: 'Truck' },
  delivered: { label: 'Livrée', tone: 'success', icon: 'PackageCheck' },
  failed_delivery: { label: 'Échec de livraison', tone: 'error', icon: 'PackageX' },
};

export function shippingStatusDisplay(status: string): StatusDisplay {
  return displayOf(SHIPPING_STATUS_DISPLAY, status);
}
