import { ADMIN_ACCOUNT_PATH } from "@domain/constants";
import type { InferResponseType } from "hono/client";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { answerOf, client, ENROLMENT_EVENT, UNAUTHORIZED_EVENT } from "./api";
import {
  awaitSessionCall,
  csrfTokenForWrite,
  forgetLegacyToken,
  markSigningOut,
  rememberCsrfToken,
} from "./csrf-token";
import { loginUrl } from "./redirect";

type SessionAnswer = InferResponseType<typeof client.session.$get>;

/**
 * The admin screens' one guard (DESIGN §5): no live session cookie (GET /api/session answering 401,
 * or any later call doing so) sends the user to sign in and back afterwards. `ready` once the session
 * is confirmed and its CSRF token known. A session that must first enrol a second factor is kept on
 * the account page.
 */
export function useAdminGuard() {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [admin, setAdmin] = useState<SessionAnswer["admin"] | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once per visit to the back office, not per page.
  useEffect(() => {
    const toLogin = () => navigate(loginUrl(window.location.pathname + window.location.search), { replace: true });
    const toAccount = () => navigate(ADMIN_ACCOUNT_PATH, { replace: true });
    window.addEventListener(UNAUTHORIZED_EVENT, toLogin);
    window.addEventListener(ENROLMENT_EVENT, toAccount);
    forgetLegacyToken();
    const call = answerOf(client.session.$get()).then((session) => {
      rememberCsrfToken(session.csrfToken);
      return session;
    });
    awaitSessionCall(call);
    call
      .then((session) => {
        setAdmin(session.admin);
        if (session.enrolmentRequired && window.location.pathname !== ADMIN_ACCOUNT_PATH) toAccount();
        setReady(true);
      })
      .catch(toLogin);
    return () => {
      window.removeEventListener(UNAUTHORIZED_EVENT, toLogin);
      window.removeEventListener(ENROLMENT_EVENT, toAccount);
    };
  }, []);

  return { ready, admin };
}

/** Signs out for real: the API revokes the session and clears its cookie; the CSRF token goes too. */
export async function signOut(): Promise<void> {
  // Logout clicked while the page's session call is under way: its answer (which remembers the CSRF
  // token and so ends any earlier sign-out) must land before this sign-out is marked, or the screen's
  // reads refused after the revocation would send the user to sign in and back to this page.
  await csrfTokenForWrite();
  markSigningOut();
  try {
    await client.logout.$post();
  } catch {
    // Already expired or offline: nothing is kept here anyway.
  } finally {
    rememberCsrfToken(null);
  }
}
