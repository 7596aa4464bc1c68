import type { AdminStats } from '@otech/domain';
import { AsyncContent, type AsyncState } from '../../base/AsyncContent/AsyncContent.tsx';
import { AdminLayout } from '../AdminLayout/AdminLayout.tsx';
import type { AdminToolbarProps } from '../AdminToolbar/AdminToolbar.tsx';
import { ClientSearchPanel, type ClientSearchPanelProps } from '../ClientSearchPanel/ClientSearchPanel.tsx';
import { DashboardLoadingBar } from '../DashboardLoadingBar/DashboardLoadingBar.tsx';
import { DashboardStatCards } from '../DashboardStatCards/DashboardStatCards.tsx';
import { OrdersRevenueChart } from '../OrdersRevenueChart/OrdersRevenueChart.tsx';
import { OrderStatusChart } from '../OrderStatusChart/OrderStatusChart.tsx';
import { RecentOrdersTable } from '../RecentOrdersTable/RecentOrdersTable.tsx';
import { TopProductsChart } from '../TopProductsChart/TopProductsChart.tsx';
import * as s from './AdminDashboardPage.css.ts';

export interface AdminDashboardPageProps extends AdminToolbarProps {
  /** The statistics (cards, charts, recent orders) or their loading or error state; amounts are HT. */
  stats: AsyncState<AdminStats>;
  /** "Réessayer" after the statistics failed to load. */
  onRetryStats: () => void;
  /** The "Module clients" panel: its search, results and actions. */
  clients: ClientSearchPanelProps;
}

/** /admin/dashboard (spec 3 §2): toolbar, stat cards, "Module clients", the three charts, recent orders. */
export function AdminDashboardPage({ stats, onRetryStats, clients, ...toolbar }: AdminDashboardPageProps) {
  return (
    <AdminLayout title="Tableau de bord" {...toolbar}>
      <AsyncContent state={stats} onRetry={onRetryStats} loadingLabel="Chargement du dashboard..." loading={<DashboardLoadingBar />}>
        {(data) => <DashboardStatCards stats={data} />}
      </AsyncContent>
      <ClientSearchPanel {...clients} />
      {stats.status === 'ready' && (
        <>
          <div className={s.charts}>
            <OrdersRevenueChart months={stats.data.ordersByMonth} />
            <OrderStatusChart shares={stats.data.ordersByStatus} />
          </div>
          <TopProductsChart products={stats.data.topProducts} />
          <RecentOrdersTable orders={stats.data.recentOrders} />
        </>
      )}
    </AdminLayout>
  );
}
