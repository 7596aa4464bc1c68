import { Undo2 } from 'lucide-react';
import { impersonationLabel } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { BOTTOM_BAR_ATTRIBUTE } from '../../theme/bottomBar.css.ts';
import * as s from './ImpersonationBar.css.ts';

export interface ImpersonationBarProps {
  /** The client whose account the administrator opened. */
  client: { firstName: string; lastName: string };
  /** 'Retour Admin': ends the client session and goes back to the administration. */
  onReturnToAdmin: () => void;
  /** While "Retour Admin" ends the client session: its button waits. */
  isReturning?: boolean;
}

/** Shown on every customer page while an administrator acts as a client (spec 3 §2, §8). */
export function ImpersonationBar({ client, onReturnToAdmin, isReturning = false }: ImpersonationBarProps) {
  return (
    <section className={s.bar} aria-label="Session administrateur" {...{ [BOTTOM_BAR_ATTRIBUTE]: '' }}>
      <p className={s.text} title={impersonationLabel(client)}>
        {impersonationLabel(client)}
      </p>
      <Button variant="secondary" size="small" onPress={onReturnToAdmin} isDisabled={isReturning}>
        <Undo2 aria-hidden size={16} />
        Retour Admin
      </Button>
    </section>
  );
}
