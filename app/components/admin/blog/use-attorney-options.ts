import { useEffect, useState } from "react";
import { fetchAll } from "~/lib/admin/api";
import { RESOURCES } from "~/lib/admin/resources";

/** The team as choices for a post's author profile; without them the field simply offers "None". */
export function useAttorneyOptions() {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    fetchAll(RESOURCES.team.list)
      .then((members) => setOptions(members.map((m) => ({ value: m.id, label: m.name }))))
      .catch(() => setOptions([]));
  }, []);
  return options;
}
