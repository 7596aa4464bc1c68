import { Share2 } from 'lucide-react';
import { Button } from '../../base/Button/Button.tsx';

export interface ShareButtonProps {
  /** The shop copies the page link and says 'Lien copié dans le presse-papier' (spec 1 §8). */
  onShare: () => void;
}

/** The detail page's share action (spec 1 §2). */
export function ShareButton({ onShare }: ShareButtonProps) {
  return (
    <Button variant="text" onPress={onShare}>
      <Share2 aria-hidden size={18} />
      Partager
    </Button>
  );
}
