export { AdminLoginPage, type AdminLoginPageProps, type AdminTestCredentials } from './AdminLoginPage/AdminLoginPage.tsx';
export { ChartFrame, type ChartFrameProps, type ChartMarkTip, type ChartTable } from './ChartFrame/ChartFrame.tsx';
export { OrdersRevenueChart, type OrdersRevenueChartProps } from './OrdersRevenueChart/OrdersRevenueChart.tsx';
export { OrderStatusChart, type OrderStatusChartProps } from './OrderStatusChart/OrderStatusChart.tsx';
export { TopProductsChart, type TopProductsChartProps } from './TopProductsChart/TopProductsChart.tsx';
