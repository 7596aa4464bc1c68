import {
  clientActivityLabel,
  clientAddressLabel,
  clientCompanyLabel,
  canImpersonate,
  formatEuros,
  formatInteger,
  type AdminClient,
} from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { FactList } from '../FactList/FactList.tsx';
import * as s from './ClientCard.css.ts';

export interface ClientCardProps {
  /** The client as the search found it: names, company, contact, order count and total spent (HT). */
  client: AdminClient;
  /** "Détails": the caller opens the client's record. */
  onDetails: (client: AdminClient) => void;
  /** Opens the client's account; never called for an inactive client (its button is disabled); left out, no button (a role that may not sign in as a client, issue 23). */
  onOpenAccount?: ((client: AdminClient) => void) | undefined;
  /** True while this client's account is being opened. */
  isOpening?: boolean;
}

/** One result of "Module clients" with every field spec 3 §2 lists. */
export function ClientCard({ client, onDetails, onOpenAccount, isOpening = false }: ClientCardProps) {
  const name = `${client.firstName} ${client.lastName}`.trim();
  const facts: [string, string][] = [
    ['E-mail', client.email],
    ...(client.phone ? [['Téléphone', client.phone] as [string, string]] : []),
    ...(client.siret ? [['SIRET', client.siret] as [string, string]] : []),
    ['Adresse', clientAddressLabel(client)],
    ['Commandes', formatInteger(client.totalOrders)],
    ['Total dépensé', formatEuros(client.totalSpent)],
  ];
  return (
    <article className={s.card} aria-label={name}>
      <div className={s.head}>
        <div>
          <h3 className={s.name}>{name}</h3>
          <p className={s.company}>{clientCompanyLabel(client)}</p>
        </div>
        <Chip label={clientActivityLabel(client)} tone={client.isActive ? 'success' : 'neutral'} />
      </div>
      <FactList facts={facts} />
      <div className={s.actions}>
        <Button variant="secondary" size="small" onPress={() => onDetails(client)} aria-label={`Détails de ${name}`}>
          Détails
        </Button>
        {onOpenAccount && (
          <Button
            size="small"
            isDisabled={!canImpersonate(client) || isOpening}
            onPress={() => onOpenAccount(client)}
            aria-label={`Accéder au compte de ${name}`}
          >
            Accéder au compte
          </Button>
        )}
      </div>
    </article>
  );
}
