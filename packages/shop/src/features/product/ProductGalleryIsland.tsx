// The product page's pictures hydrate on their own: the slider and its magnifier are all the script they need.
export { ProductGallery as default } from '@otech/ui';
