import { useEffect, useState } from "react";
import { SearchBox } from "~/components/admin/search-box";

/** How long typing rests before the search goes to the address (and the server). */
const SEARCH_DELAY_MS = 300;

/** The search box, kept in step with the address: typing settles into it, Back brings the old text back. */
export function EnquirySearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return <SearchBox label="Search by name, email or subject" value={text} onChange={setText} />;
}
