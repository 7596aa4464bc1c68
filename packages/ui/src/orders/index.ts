export { OrderLinesCard, type OrderLinesCardProps } from './OrderLinesCard/OrderLinesCard.tsx';
export { PostalAddressCard, type PostalAddressCardProps } from './PostalAddressCard/PostalAddressCard.tsx';
export { ShipmentsCard, type ShipmentsCardProps } from './ShipmentsCard/ShipmentsCard.tsx';
