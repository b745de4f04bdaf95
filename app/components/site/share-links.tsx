import Share2 from "lucide-react/icons/share-2";
import { ARTICLE } from "~/lib/site-text";

/** Share links that work without JavaScript: each network's own share URL, or an email. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const links = [
    { network: ARTICLE.networks.x, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, external: true },
    {
      network: ARTICLE.networks.linkedIn,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
      external: true,
    },
    { network: ARTICLE.networks.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, external: true },
    { network: ARTICLE.networks.email, href: `mailto:?subject=${t}&body=${u}`, external: false },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className="flex items-center gap-1 text-sm font-medium text-slate-700">
        <Share2 aria-hidden="true" className="size-4" />
        {ARTICLE.share}
      </span>
      <ul className="flex flex-wrap gap-2">
        {links.map(({ network, href, external }) => (
          <li key={network}>
            <a
              href={href}
              {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-navy-800 hover:border-navy-800 hover:bg-navy-50"
            >
              <span className="sr-only">{ARTICLE.shareOn} </span>
              {network}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
