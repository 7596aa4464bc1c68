import { Route, Routes } from 'react-router-dom';
import { AdminEntry } from './AdminEntry.tsx';
import { AdminLoginRoute } from './AdminLoginRoute.tsx';
import { AdminDashboardRoute } from './AdminDashboardRoute.tsx';
import { RequireAdmin } from './RequireAdmin.tsx';

/**
 * The administration area (spec 3 §2), a chunk of its own loaded only under /admin/*. Its screens
 * beyond sign-in (statistics, charts, client management) are the administration issue's work.
 */
export function Component() {
  return (
    <Routes>
      <Route path="login" element={<AdminEntry signIn={<AdminLoginRoute />} />} />
      <Route element={<RequireAdmin />}>
        <Route path="dashboard" element={<AdminDashboardRoute />} />
      </Route>
      <Route path="*" element={<AdminEntry />} />
    </Routes>
  );
}
