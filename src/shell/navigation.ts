/**
 * Lets code outside React (the authProvider, the HTTP client) move the app to /login
 * through the router, replacing history. App registers the router's navigate here.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.replace(to);

export function setNavigate(fn: Navigate): void {
  navigate = fn;
}

export function goTo(path: string): void {
  navigate(path, { replace: true });
}
