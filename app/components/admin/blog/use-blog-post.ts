import type { BlogPost } from "@domain/rows";
import { useEffect, useState } from "react";
import { ApiCallError, answerOf, client } from "~/lib/admin/api";

export type LoadedPost =
  | { state: "loading" }
  | { state: "missing" | "failed" }
  | { state: "ready"; row: BlogPost | null };

/** The post a writing page opens (a staff read: drafts too, with its version), or none for a new one. */
export function useBlogPost(id: string | null): LoadedPost {
  const [loaded, setLoaded] = useState<LoadedPost>(id ? { state: "loading" } : { state: "ready", row: null });
  useEffect(() => {
    if (!id) {
      setLoaded({ state: "ready", row: null });
      return;
    }
    let live = true;
    setLoaded({ state: "loading" });
    answerOf(client.blog[":id"].$get({ param: { id } }))
      .then((row) => live && setLoaded({ state: "ready", row: row as BlogPost }))
      .catch((error) => {
        if (live) setLoaded({ state: error instanceof ApiCallError && error.status === 404 ? "missing" : "failed" });
      });
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}
