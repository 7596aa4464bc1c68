export { CartLine, type CartLineProps } from './CartLine/CartLine.tsx';
export { CartSummary, type CartSummaryProps } from './CartSummary/CartSummary.tsx';
export { CartAdvantages } from './CartAdvantages/CartAdvantages.tsx';
export { CartPage, type CartPageProps } from './CartPage/CartPage.tsx';
export { CartSidebar, type CartSidebarProps } from './CartSidebar/CartSidebar.tsx';
