import { BUILD } from "@domain/build";

/**
 * The running deployment, for the edge cache's key: the Worker version Cloudflare names (the
 * version-metadata binding), and the build, which names the hashed CSS and JS a page links to.
 * A page stored by one deployment is then never answered by another, whose assets differ: no
 * "version skew" of an unstyled page with dead forms for the minute after a deploy (issue 27).
 * Locally the binding's id stays the same across rebuilds; the build's time does not.
 */
export function deploymentVersion(env: Pick<Cloudflare.Env, "CF_VERSION_METADATA">): string {
  return [env.CF_VERSION_METADATA?.id, BUILD.commit, BUILD.builtAt].filter(Boolean).join(".");
}
