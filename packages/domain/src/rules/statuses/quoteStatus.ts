import type { QuoteStatus } from '../../schemas/quote.ts';
import { displayOf, type StatusDisplay } from './display.ts';

/**
 * Quote statuses (spec 2 §4) with the spec's labels for pending, processing, quoted, accepted and
 * rejected; approved and cancelled are "also styled" with no label given, so theirs are the
 * plain French words. Colours and icons are the shop's reading of each state.
 */
export const QUOTE_STATUS_DISPLAY: Readonly<Record<QuoteStatus, StatusDisplay>> = {
  pending: { label: 'En attente', tone: 'warning', icon: 'Clock' },
  processing: { label: 'En cours de traitement', tone: 'info', icon: 'RefreshCw' },
  quoted: { label: 'Devis envoyé', tone: 'primary', icon: 'Send' },
  accepted: { label: 'Accepté', tone: 'success', icon: 'CircleCheck' },
  rejected: { label: 'Refusé', tone: 'error', icon: 'CircleX' },
  approved: { label: 'Approuvé', tone: 'success', icon: 'ThumbsUp' },
  cancelled: { label: 'Annulé', tone: 'neutral', icon: 'Ban' },
};

export function quoteStatusDisplay(status: string): StatusDisplay {
  return displayOf(QUOTE_STATUS_DISPLAY, status);
}
