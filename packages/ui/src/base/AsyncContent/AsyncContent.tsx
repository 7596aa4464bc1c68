import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { loading as loadingStyle } from './AsyncContent.css.ts';

/**
 * What a screen knows of data it waits for. The shop maps its queries to this; a component never
 * sees how the data is fetched.
 */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; /** The French text shown above "Réessayer". */ message: string }
  | { status: 'ready'; data: T };

export interface AsyncContentProps<T> {
  /** Where the load stands: loading, failed (with its French message), or ready with its data. */
  state: AsyncState<T>;
  /** The error view's "Réessayer". */
  onRetry: () => void;
  /** The spec's loading text ("Chargement des produits...", "Chargement de vos données..."). */
  loadingLabel: string;
  /** Shown while loading instead of the spinner with `loadingLabel`, where the spec draws another indicator. */
  loading?: ReactNode;
  /** When it says the data is empty, `empty` shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  /** The spec's empty state, usually an EmptyState with a way out. */
  empty?: ReactNode;
  /** The error view's icon; the message comes from the state. */
  errorIcon?: EmptyStateProps['icon'];
  /** Heading level of the error and default empty views, to fit the page's outline. */
  headingLevel?: EmptyStateProps['headingLevel'];
  /** Draws the data once loaded and not empty. */
  children: (data: T) => ReactNode;
}

/**
 * The one async-state contract of every list and page: loading, error with retry, empty, data.
 * A failed load is never shown as an empty list.
 */
export function AsyncContent<T>({
  state,
  onRetry,
  loadingLabel,
  loading,
  isEmpty,
  empty,
  errorIcon = TriangleAlert,
  headingLevel = 2,
  children,
}: AsyncContentProps<T>) {
  if (state.status === 'loading') {
    if (loading !== undefined) return <>{loading}</>;
    return (
      <div className={loadingStyle}>
        <Spinner label={loadingLabel} size="large" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert">
        <EmptyState
          icon={errorIcon}
          title={state.message}
          headingLevel={headingLevel}
          action={<Button onPress={onRetry}>Réessayer</Button>}
        />
      </div>
    );
  }
  if (isEmpty?.(state.data) && empty !== undefined) return <>{empty}</>;
  return <>{children(state.data)}</>;
}
