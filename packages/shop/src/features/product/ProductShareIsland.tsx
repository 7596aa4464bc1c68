import { PRODUCT_SNACKBARS } from '@otech/domain';
import { ShareButton } from '@otech/ui';
import { notify } from '../../app/snackbar.ts';

function share() {
  void navigator.clipboard
    .writeText(window.location.href)
    .then(() => notify(PRODUCT_SNACKBARS.linkCopied))
    .catch((error: unknown) => console.warn('Copy to clipboard failed', error));
}

/** "Partager" copies the page's address (spec 1 §8 'Lien copié dans le presse-papier'). */
export default function ProductShareIsland() {
  return <ShareButton onShare={share} />;
}
