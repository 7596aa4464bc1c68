import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Product } from '@otech/domain';
import type { PhotoView } from '@otech/domain';
import type { ProductPhotosProps } from '@otech/ui';
import { refusedFields } from '../../app/refusedFields.ts';
import { removeAdminProductPhoto, uploadAdminProductPhoto } from './api.ts';

type PhotoChange = { id: string; view: PhotoView; file?: File };

/**
 * The photos field of the product editor: each view sent or removed at once, the lists refreshed
 * after. A stamp changed on every success makes the browser fetch the new thumbnail behind an
 * unchanged URL.
 */
export function useProductPhotos(refreshProducts: () => Promise<unknown>): (product: Product) => ProductPhotosProps {
  const [stamp, setStamp] = useState(0);
  const change = useMutation({
    mutationFn: ({ id, view, file }: PhotoChange) => (file ? uploadAdminProductPhoto(id, view, file) : removeAdminProductPhoto(id, view)),
    onSuccess: async () => {
      setStamp(Date.now());
      await refreshProducts();
    },
  });
  const thumb = (product: Product, view: PhotoView) => {
    const url = product.images.find((image) => image.endsWith(`/thumb/${view}.jpg`));
    return url === undefined ? null : stamp === 0 ? url : `${url}?v=${stamp}`;
  };
  return (product) => ({
    photos: { av: thumb(product, 'av'), ar: thumb(product, 'ar') },
    onReplace: (view, file) => change.mutate({ id: product.id, view, file }),
    onRemove: (view) => change.mutate({ id: product.id, view }),
    busyView: change.isPending && change.variables.id === product.id ? change.variables.view : undefined,
    refusedFields: change.variables?.id === product.id ? refusedFields(change.error) : undefined,
  });
}
