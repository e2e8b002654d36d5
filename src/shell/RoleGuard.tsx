import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Role } from '../api/constants';
import { useSession } from '../auth/useSession';

/** SPEC §2: an area opens only for its own role; anyone else goes to /login. */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const session = useSession();
  // `denied` keeps a logged-in user of another role on /login instead of back at their home.
  if (!session || session.role !== role) return <Navigate to="/login" replace state={{ denied: true }} />;
  return <>{children}</>;
}
