import { letterByToken, signedPdfOf } from "@worker/data/letter-signing";
import { redirect } from "react-router";
import { serverEnv } from "~/lib/env.server";
import { PRIVATE_PAGE } from "~/lib/form-body.server";
import type { Route } from "./+types/sign-letter-copy";

/**
 * The client's copy of their signed letter, while their link works: a private attachment, never
 * cached. Any other state goes back to the letter's page, which says why.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const app = serverEnv();
  const opened = await letterByToken(app.db, params.token);
  const object = opened.kind === "found" ? await signedPdfOf(app, opened.letter) : null;
  if (!object) return redirect(`/sign/${encodeURIComponent(params.token)}`, { status: 303, headers: PRIVATE_PAGE });
  return new Response(object.body, {
    headers: {
      ...PRIVATE_PAGE,
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="engagement-letter.pdf"',
      "X-Content-Type-Options": "nosniff",
    },
  });
}
