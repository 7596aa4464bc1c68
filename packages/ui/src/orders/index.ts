export { OrderLinesCard, type OrderLinesCardProps } from './OrderLinesCard/OrderLinesCard.tsx';
export { PostalAddressCard, type PostalAddressCardProps } from './PostalAddressCard/PostalAddressCard.tsx';
export { OrderForm, type OrderAddressOption, type OrderFormProps } from './OrderForm/OrderForm.tsx';
export { OrderConfirmation, type OrderConfirmationProps } from './OrderConfirmation/OrderConfirmation.tsx';
export { PlaceOrderPage, type PlaceOrderPageProps } from './PlaceOrderPage/PlaceOrderPage.tsx';
export { ShipmentsCard, type ShipmentsCardProps } from './ShipmentsCard/ShipmentsCard.tsx';
