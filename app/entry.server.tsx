import { cspNonceContext } from "@domain/csp";
import { errorFields, log, noteFailure } from "@worker/log";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The Worker's per-response nonce: React Router stamps it on its scripts, React on its own (public
  // pages render none: their few scripts are constants the CSP allows by hash).
  const nonce = loadContext.get(cspNonceContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors in the initial shell reject and are logged by React Router; log only later ones.
      if (shellRendered) log("error", "render_error", { error: errorFields(error) });
    },
  });
  shellRendered = true;

  // Crawlers get the complete document at once.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Errors React Router caught (loaders, actions, rendering): logged with the request's line and id. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // React Router aborts some interrupted requests: nothing failed there.
  if (!request.signal.aborted) noteFailure(error);
};
