import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { answerOf, client, UNAUTHORIZED_EVENT } from "./api";
import { loginUrl } from "./redirect";
import { clearToken, readToken } from "./token-storage";

type SessionAnswer = InferResponseType<typeof client.session.$get>;

/**
 * The admin screens' one guard (DESIGN §5): no stored token, or a token the API refuses (any call
 * answering 401), sends the user to sign in and back afterwards. `ready` once a token is present.
 */
export function useAdminGuard() {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [admin, setAdmin] = useState<SessionAnswer["admin"] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per visit to the back office, not per page.
  useEffect(() => {
    const toLogin = () => navigate(loginUrl(window.location.pathname + window.location.search), { replace: true });
    window.addEventListener(UNAUTHORIZED_EVENT, toLogin);
    if (!readToken()) {
      toLogin();
    } else {
      setReady(true);
      answerOf(client.session.$get())
        .then((session) => setAdmin(session.admin))
        .catch(() => undefined); // a 401 already fired UNAUTHORIZED_EVENT
    }
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, toLogin);
  }, []);

  return { ready, admin };
}

/** Signs out for real: the API revokes the session, then the token leaves storage whatever the answer. */
export async function signOut(): Promise<void> {
  try {
    await client.logout.$post();
  } catch {
    // Already expired or offline: the local token goes anyway.
  } finally {
    clearToken();
  }
}
