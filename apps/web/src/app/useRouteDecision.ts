import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { RouteDecision } from '../base/routeRules.js';

/**
 * Carries out a route decision's redirect (replacing the history entry), running `beforeRedirect`
 * first so state that caused it (an open project that no longer exists) can be cleared.
 */
export function useRouteDecision(decision: RouteDecision, beforeRedirect?: (to: string) => void): void {
  const navigate = useNavigate();
  const to = decision.kind === 'redirect' ? decision.to : null;
  useEffect(() => {
    if (to === null) return;
    beforeRedirect?.(to);
    navigate(to, { replace: true });
  }, [to, navigate, beforeRedirect]);
}
