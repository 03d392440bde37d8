import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../lib/api.js';

/**
 * A 403/426 answer goes to /not-authorized without a reload. The handler resolves once the new
 * page has rendered (a frame later), so the session is dropped only then (lib/api.ts).
 */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(async () => {
      await navigate('/not-authorized', { replace: true });
      await new Promise<void>((done) => requestAnimationFrame(() => done()));
    });
  }, [navigate]);
  return null;
}
