import { ImpersonationBar, type ImpersonationBarProps } from '@otech/ui';
import { useReturnToAdmin } from './useReturnToAdmin.ts';

/** The bar itself, with its 'Retour Admin' wired: loaded only while an impersonation is on. */
export function ImpersonationBarWithReturn({ client }: Pick<ImpersonationBarProps, 'client'>) {
  const { returnToAdmin, isReturning } = useReturnToAdmin();
  return <ImpersonationBar client={client} onReturnToAdmin={returnToAdmin} isReturning={isReturning} />;
}
