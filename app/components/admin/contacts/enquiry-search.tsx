import { useEffect, useRef, useState } from "react";
import { SearchBox } from "~/components/admin/search-box";

/** How long typing rests before the search goes to the address (and the server). */
const SEARCH_DELAY_MS = 300;

/** The search box, kept in step with the address: typing settles into it, Back brings the old text back. */
export function EnquirySearch({ value, onSearch }: { value: string; onSearch: (value: string) => void }) {
  const [text, setText] = useState(value);
  // The text last sent to the address. When it comes back as `value`, it must not undo what was typed
  // meanwhile; any other change of address (Back, Clear filters) replaces the text.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return <SearchBox label="Search by name, email or subject" value={text} onChange={setText} />;
}
