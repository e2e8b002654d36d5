import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './shell/AppProviders';

/*
 * A data router, as react-admin documents it, because only a data router can block a navigation:
 * the admin forms' question before unsaved changes are lost (warnWhenUnsavedChanges) needs it.
 * One splat route renders the app, whose own <Routes> (App.tsx and each area) match the rest.
 */
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <AppProviders>
        <App />
      </AppProviders>
    ),
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
