/** Back-office words of the article's writing page (app/routes/admin/blog-post.tsx). */
export const WRITING_TEXT = {
  allPosts: "All posts",
  settings: "Post settings",
  showSettings: "Settings",
  revisions: "Saved versions and preview",
  loading: "Loading the post…",
  notFound: "This post does not exist (it may have been deleted).",
  loadFailed: "The post could not be loaded. Reload the page to try again.",
  cancel: "Cancel",
} as const;
