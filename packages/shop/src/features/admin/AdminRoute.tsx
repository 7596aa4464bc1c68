import { Route, Routes } from 'react-router-dom';
import { Snackbar } from '@otech/ui';
import { snackbars } from '../../app/snackbar.ts';
import { AdminCatalogueRoute } from './AdminCatalogueRoute.tsx';
import { AdminClientRoute } from './AdminClientRoute.tsx';
import { AdminNewClientRoute } from './AdminNewClientRoute.tsx';
import { AdminProductRoute } from './AdminProductRoute.tsx';
import { AdminClientsRoute } from './AdminClientsRoute.tsx';
import { AdminDeliveriesRoute } from './AdminDeliveriesRoute.tsx';
import { AdminEntry } from './AdminEntry.tsx';
import { AdminInvoicesRoute } from './AdminInvoicesRoute.tsx';
import { AdminRemindersRoute } from './AdminRemindersRoute.tsx';
import { AdminDashboardRoute } from './AdminDashboardRoute.tsx';
import { AdminLoginRoute } from './AdminLoginRoute.tsx';
import { AdminOrderRoute } from './AdminOrderRoute.tsx';
import { AdminNomenclaturesRoute } from './AdminNomenclaturesRoute.tsx';
import { AdminOpeningsRoute } from './AdminOpeningsRoute.tsx';
import { AdminReferencementRoute } from './AdminReferencementRoute.tsx';
import { AdminOrdersRoute } from './AdminOrdersRoute.tsx';
import { AdminMessagesRoute } from './AdminMessagesRoute.tsx';
import { AdminOutboxRoute } from './AdminOutboxRoute.tsx';
import { AdminQuoteRequestsRoute } from './AdminQuoteRequestsRoute.tsx';
import { AdminQuoteEditorRoute } from './AdminQuoteEditorRoute.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';
import { AdminTeamRoute } from './AdminTeamRoute.tsx';
import { AdminJournalRoute } from './AdminJournalRoute.tsx';
import { AdminPasswordRoute } from './AdminPasswordRoute.tsx';
import { AdminPriceListsRoute } from './AdminPriceListsRoute.tsx';

/**
 * The administration area (spec 3 §2), a chunk of its own loaded only under /admin/*, outside the
 * storefront frame: it shows the shop's snackbars itself.
 */
export function Component() {
  return (
    <>
      <Routes>
        <Route path="login" element={<AdminEntry signIn={<AdminLoginRoute />} />} />
        <Route element={<RequireAdmin />}>
          <Route path="dashboard" element={<AdminDashboardRoute />} />
          <Route path="orders" element={<AdminOrdersRoute />} />
          <Route path="orders/:id" element={<AdminOrderRoute />} />
          <Route path="clients" element={<AdminClientsRoute />} />
          <Route path="catalogue" element={<AdminCatalogueRoute />} />
          <Route path="catalogue/nouveau" element={<AdminProductRoute />} />
          <Route path="catalogue/:id" element={<AdminProductRoute />} />
          <Route path="factures" element={<AdminInvoicesRoute />} />
          <Route path="relances" element={<AdminRemindersRoute />} />
          <Route path="clients/nouveau" element={<AdminNewClientRoute />} />
          <Route path="clients/:id" element={<AdminClientRoute />} />
          <Route path="tarifs" element={<AdminPriceListsRoute />} />
          <Route path="ouvertures" element={<AdminOpeningsRoute />} />
          <Route path="livraisons" element={<AdminDeliveriesRoute />} />
          <Route path="nomenclatures" element={<AdminNomenclaturesRoute />} />
          <Route path="referencement" element={<AdminReferencementRoute />} />
          <Route path="equipe" element={<AdminTeamRoute />} />
          <Route path="devis" element={<AdminQuoteRequestsRoute />} />
          <Route path="devis/:id" element={<AdminQuoteEditorRoute />} />
          <Route path="messages" element={<AdminMessagesRoute />} />
          <Route path="courriels" element={<AdminOutboxRoute />} />
          <Route path="journal" element={<AdminJournalRoute />} />
          <Route path="mot-de-passe" element={<AdminPasswordRoute />} />
        </Route>
        <Route path="*" element={<AdminEntry />} />
      </Routes>
      <Snackbar queue={snackbars} />
    </>
  );
}
