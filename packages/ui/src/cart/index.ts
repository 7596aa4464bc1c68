export { CartLine, type CartLineProps } from './CartLine/CartLine.tsx';
export { CartSummary, type CartSummaryProps } from './CartSummary/CartSummary.tsx';
export { CartAdvantages } from './CartAdvantages/CartAdvantages.tsx';
export { CartPage, type CartPageProps } from './CartPage/CartPage.tsx';
export { CartSidebar, type CartSidebarProps } from './CartSidebar/CartSidebar.tsx';
export { CartSidebarLine, type CartSidebarLineProps } from './CartSidebar/CartSidebarLine.tsx';
export { CartItemQuantity, type CartItemQuantityProps, type CartItemLineProps } from './CartItemQuantity/CartItemQuantity.tsx';
export { CartItemRemoveButton, type CartItemRemoveButtonProps } from './CartItemRemoveButton/CartItemRemoveButton.tsx';
export { CartColumn, type CartColumnProps } from './CartColumn/CartColumn.tsx';
