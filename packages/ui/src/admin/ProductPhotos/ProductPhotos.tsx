import { useRef } from 'react';
import type { FormErrors, PhotoView } from '@otech/domain';
import { Button } from '../../base/Button/Button.tsx';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as s from './ProductPhotos.css.ts';

export interface ProductPhotosProps {
  /** Thumbnail URL of each view, null when the product has none. */
  photos: Record<PhotoView, string | null>;
  /** A file chosen for a view (main, side, back…): the caller uploads it. */
  onReplace: (view: PhotoView, file: File) => void;
  /** A view's photo removed: the caller deletes it. */
  onRemove: (view: PhotoView) => void;
  /** The view being sent or removed: its buttons wait. */
  busyView?: PhotoView;
  /** What the API refused, by view (`av`, `ar`), each with its French message. */
  refusedFields?: FormErrors;
}

const VIEWS: readonly { view: PhotoView; label: string }[] = [
  { view: 'av', label: 'Face (AV)' },
  { view: 'ar', label: 'Dos (AR)' },
];

/** The types the API accepts; it checks the content, this only narrows the file picker. */
const ACCEPT = 'image/jpeg,image/png,image/webp';

/** The front and back photos of a product, each replaced from a file or removed. */
export function ProductPhotos({ photos, onReplace, onRemove, busyView, refusedFields = {} }: ProductPhotosProps) {
  return (
    <fieldset className={s.photos}>
      <legend className={s.legend}>Photos</legend>
      {VIEWS.map(({ view, label }) => (
        <PhotoSlot
          key={view}
          label={label}
          url={photos[view]}
          isBusy={busyView === view}
          error={refusedFields[view]}
          onReplace={(file) => onReplace(view, file)}
          onRemove={() => onRemove(view)}
        />
      ))}
    </fieldset>
  );
}

interface PhotoSlotProps {
  /** The view's name ("Photo principale"). */
  label: string;
  /** The photo's address, or null when the view has none. */
  url: string | null;
  /** While its upload or removal runs. */
  isBusy: boolean;
  /** The French message of a refused file; undefined when none. */
  error: string | undefined;
  /** A file chosen for this view. */
  onReplace: (file: File) => void;
  /** This view's photo removed. */
  onRemove: () => void;
}

function PhotoSlot({ label, url, isBusy, error, onReplace, onRemove }: PhotoSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = `photo-error-${label}`;
  return (
    <div role="group" aria-label={label} className={s.view} aria-describedby={error ? errorId : undefined}>
      <span>{label}</span>
      {url ? <img className={s.picture} src={url} alt={`Photo ${label}`} /> : <div className={s.picture}>Aucune photo</div>}
      <input
        ref={input}
        className={visuallyHidden}
        type="file"
        accept={ACCEPT}
        tabIndex={-1}
        aria-label={`Fichier ${label}`}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onReplace(file);
        }}
      />
      <div className={s.actions}>
        <Button variant="secondary" size="small" isDisabled={isBusy} onPress={() => input.current?.click()}>
          {isBusy ? 'Envoi...' : url ? 'Remplacer' : 'Ajouter'}
        </Button>
        {url && (
          <Button variant="danger" size="small" isDisabled={isBusy} onPress={onRemove}>
            Supprimer
          </Button>
        )}
      </div>
      {error && (
        <p id={errorId} className={s.error}>
          {error}
        </p>
      )}
    </div>
  );
}
