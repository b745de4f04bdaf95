/** 50 contact submissions at once: every accepted one stored exactly once, nothing else stored. */
import { json, pool, problems, send } from "./http";

export async function submissionsPhase(token: string, run: string) {
  const marker = `burst${run}`;
  const statuses = await pool(
    Array.from({ length: 50 }, (_, i) => async () => {
      const response = await send({
        method: "POST",
        path: "/api/contacts/submit",
        headers: { "content-type": "application/json" },
        body: json({
          name: `Burst ${i}`,
          email: `${marker}-${i}@example.com`,
          subject: `${marker} ${i}`,
          message: `Concurrent enquiry ${i} of ${marker}`,
          consent: true,
        }),
        label: "[burst]",
      });
      await response?.body?.cancel();
      return { i, status: response?.status ?? 0 };
    }),
    50,
  );
  const accepted = statuses.filter((s) => s.status === 201).map((s) => s.i);
  const response = await send({
    method: "GET",
    path: `/api/contacts?search=${marker}&limit=100`,
    headers: { authorization: `Bearer ${token}` },
  });
  const stored = ((await response?.json()) ?? []) as { email: string }[];
  const storedIndexes = stored.map((c) => Number(c.email.split("@")[0]?.split("-").pop()));
  const counts = new Map<number, number>();
  for (const i of storedIndexes) counts.set(i, (counts.get(i) ?? 0) + 1);
  const duplicates = [...counts].filter(([, n]) => n > 1).map(([i]) => i);
  const lost = accepted.filter((i) => !counts.has(i));
  const unexpected = [...counts.keys()].filter((i) => !accepted.includes(i));
  // Each from an address of its own, well-formed and with a good Turnstile token: all must be accepted.
  if (accepted.length < 50)
    problems.push({
      kind: "duplicate-or-loss",
      detail: `only ${accepted.length} of 50 concurrent submissions accepted`,
    });
  if (duplicates.length + lost.length + unexpected.length > 0) {
    problems.push({
      kind: "duplicate-or-loss",
      detail: `duplicates ${duplicates}, lost ${lost}, stored but not accepted ${unexpected}`,
    });
  }
  return {
    sent: 50,
    accepted: accepted.length,
    stored: stored.length,
    duplicates: duplicates.length,
    lost: lost.length,
  };
}
