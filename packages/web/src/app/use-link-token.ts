import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

/**
 * The token of a mailed link: from the fragment (`/reset-password#<token>`, which a browser never
 * sends to a server; ADR 030), or from the path of a link mailed before (`/reset-password/<token>`).
 * Such a link is moved to the fragment form at once, so a reload or a bookmark no longer sends the
 * token to the server.
 */
export function useLinkToken(href: (token: string) => string): string {
  const { token: inPath } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (inPath) void navigate(href(inPath), { replace: true });
  }, [inPath, href, navigate]);
  return inPath ?? decoded(hash.replace(/^#/, ''));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
