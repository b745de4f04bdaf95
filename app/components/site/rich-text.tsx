/**
 * Staff-written rich text (an overview, a biography) in the site's article typography. `html` is
 * sanitised by the loader right before it gets here (domain/rich-text.ts renderableHtml).
 */
export function RichText({ html, className = "" }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised staff HTML
  return <div className={`article-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
