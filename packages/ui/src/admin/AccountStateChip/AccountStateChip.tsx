import { CLIENT_ACCOUNT_STATE_LABELS, clientAccountState, type AccountFlags, type ClientAccountState } from '@otech/domain';
import { Chip, type ChipTone } from '../../base/Chip/Chip.tsx';

export interface AccountStateChipProps {
  /** The account's flags (actif, bloque, en_attente_validation); its one state is the domain's rule. */
  client: AccountFlags;
}

const TONES: Readonly<Record<ClientAccountState, ChipTone>> = { actifs: 'success', inactifs: 'neutral', bloques: 'error', en_attente: 'warning' };

/** A client account's state: « Actif », « Inactif », « Bloqué » or « En attente », as the domain decides it. */
export function AccountStateChip({ client }: AccountStateChipProps) {
  const state = clientAccountState(client);
  return <Chip label={CLIENT_ACCOUNT_STATE_LABELS[state].one} tone={TONES[state]} />;
}
