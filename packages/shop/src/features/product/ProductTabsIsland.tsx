// The product page's tabs hydrate on their own, with the product they describe as their props.
export { ProductTabs as default } from '@otech/ui';
