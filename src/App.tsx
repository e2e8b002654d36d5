import { useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from './auth/useSession';
import { homeOf } from './dataProvider/authProvider';
import { LoginPage } from './auth/LoginPage';
import { LoadBoundary } from './shell/LoadBoundary';
import { RoleGuard } from './shell/RoleGuard';
import { lazyPage } from './shell/lazyPage';
import { setNavigate } from './shell/navigation';

// Each area and its messages load on demand, so the login page pays only for what it shows.
const AdminArea = lazyPage('ADMIN', () => import('./areas/AdminArea'));
const InstructorArea = lazyPage('INSTRUCTOR', () => import('./areas/InstructorArea'));
const StudentArea = lazyPage('STUDENT', () => import('./areas/StudentArea'));
const ResetPasswordPage = lazyPage('resetPassword', () => import('./auth/ResetPasswordPage'));
const SignUpPage = lazyPage('signUp', () => import('./auth/signup/SignUpPage'));
const SignUpConfirmPage = lazyPage('signUp', () => import('./auth/signup/SignUpConfirmPage'));
const TermsPage = lazyPage('signUp', () => import('./auth/signup/TermsPage'));

/**
 * With a saved session, the entry pages lead to the role's home (SPEC §2, on start), except
 * right after the route guard turned the user away from an area: then /login stays shown.
 */
function EntryRoute({ startKey, children }: { startKey: string; children: React.ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const denied = (location.state as { denied?: boolean } | null)?.denied === true && location.key !== startKey;
  return session && !denied ? <Navigate to={homeOf(session.role)} replace /> : <>{children}</>;
}

/** The SPEC §2 routes: entry pages outside the areas, and one react-admin area per role. */
export function App() {
  const navigate = useNavigate();
  useEffect(() => setNavigate(navigate), [navigate]);
  const location = useLocation();
  // The location the app started on: a reload of /login restores the session even after a guard redirect.
  const [startKey] = useState(location.key);
  return (
    <LoadBoundary>
      <Routes>
        <Route
          path="/"
          element={
            <EntryRoute startKey={startKey}>
              <Navigate to="/login" replace />
            </EntryRoute>
          }
        />
        <Route
          path="/login/*"
          element={
            <EntryRoute startKey={startKey}>
              <LoginPage />
            </EntryRoute>
          }
        />
        <Route path="/sign-in" element={<LoginPage />} />
        <Route
          path="/sign-up"
          element={
            <EntryRoute startKey={startKey}>
              <SignUpPage />
            </EntryRoute>
          }
        />
        <Route path="/sign-up/confirm" element={<SignUpConfirmPage />} />
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route
          path="/admin/*"
          element={
            <RoleGuard role="ADMIN">
              <AdminArea />
            </RoleGuard>
          }
        />
        <Route
          path="/instructor/*"
          element={
            <RoleGuard role="INSTRUCTOR">
              <InstructorArea />
            </RoleGuard>
          }
        />
        <Route
          path="/student/*"
          element={
            <RoleGuard role="STUDENT">
              <StudentArea />
            </RoleGuard>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </LoadBoundary>
  );
}
