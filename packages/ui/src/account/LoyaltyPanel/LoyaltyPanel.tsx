import {
  benefitLabel,
  canRedeemReward,
  formatInteger,
  loyaltyLevelDisplay,
  type LoyaltyProgram,
} from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { Button } from '../../base/Button/Button.tsx';
import { Card } from '../../base/Card/Card.tsx';
import { Chip } from '../../base/Chip/Chip.tsx';
import { StatusBadge } from '../../base/StatusBadge/StatusBadge.tsx';
import { LoyaltyProgress } from '../LoyaltyProgress/LoyaltyProgress.tsx';
import * as layout from '../dashboardLayout.css.ts';
import * as styles from './LoyaltyPanel.css.ts';

export interface LoyaltyPanelProps {
  /** The customer's points, level and rewards, or their loading or error state. */
  program: AsyncState<LoyaltyProgram>;
  /** "Réessayer" after a failed load: the caller loads again. */
  onRetry: () => void;
  /** "Échanger": asks the server to redeem the reward (it refuses when the points fall short). */
  onRedeem: (rewardId: string) => void;
  /** The reward being redeemed: every "Échanger" waits for it. */
  redeemingId?: string | undefined;
}

/** "Avantages" of the account dashboard (spec 2 §2.3, tab 3): level, points, benefits and rewards. */
export function LoyaltyPanel({ program, onRetry, onRedeem, redeemingId }: LoyaltyPanelProps) {
  return (
    <AsyncContent state={program} onRetry={onRetry} loadingLabel="Chargement de vos avantages...">
      {(loaded) => <LoyaltyDetails program={loaded} onRedeem={onRedeem} redeemingId={redeemingId} />}
    </AsyncContent>
  );
}

function LoyaltyDetails({ program, onRedeem, redeemingId }: { program: LoyaltyProgram } & Pick<LoyaltyPanelProps, 'onRedeem' | 'redeemingId'>) {
  return (
    <div className={layout.stack}>
      <Card title={program.name} actions={<StatusBadge status={loyaltyLevelDisplay(program.level, program.levelLabel)} />}>
        <div className={layout.stack}>
          {program.description && <p className={layout.muted}>{program.description}</p>}
          <p className={styles.points}>{formatInteger(program.points)} points</p>
          <LoyaltyProgress points={program.points} nextLevelPoints={program.nextLevelPoints} />
        </div>
      </Card>
      <Card title="Vos avantages">
        <ul className={layout.grid}>
          {program.benefits.map((benefit) => (
            <li key={benefit.id} className={layout.tile}>
              <h3 className={layout.tileTitle}>{benefit.name}</h3>
              <p className={layout.muted}>{benefit.description}</p>
              <div>
                <Chip label={benefitLabel(benefit.active)} tone={benefit.active ? 'success' : 'neutral'} />
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card title="Récompenses">
        <ul className={layout.grid}>
          {program.availableRewards.map((reward) => (
            <li key={reward.id} className={layout.tile}>
              <h3 className={layout.tileTitle}>{reward.name}</h3>
              <p className={layout.muted}>{reward.description}</p>
              <p className={styles.cost}>{formatInteger(reward.pointsCost)} points</p>
              <Button
                aria-label={`${redeemingId === reward.id ? 'Échange...' : 'Échanger'} ${reward.name}`}
                isDisabled={redeemingId !== undefined || !canRedeemReward(reward, program.points)}
                onPress={() => onRedeem(reward.id)}
              >
                {redeemingId === reward.id ? 'Échange...' : 'Échanger'}
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
