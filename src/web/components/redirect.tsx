import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** Where the page being rendered on the server sends its visitor instead, once it has rendered. */
export type ServerRedirect = { to?: string };

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/**
 * A page that sends its visitor elsewhere on its first render: the server answers with a real
 * redirect (docs/decisions/401-the-first-paint-from-the-server.md), the browser navigates there,
 * replacing this page in its history.
 */
export function Redirect({ to }: { to: string }) {
  const onServer = useContext(ServerRedirectContext);
  if (onServer) {
    onServer.to ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
