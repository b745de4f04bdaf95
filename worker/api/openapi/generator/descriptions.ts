/**
 * An operation's description, composed from its shape when it brings none: who may call it and what
 * it can answer, in words, so that a reader of the rendered document need not decode the schema.
 */

interface Described {
  summary?: string;
  security?: unknown[];
  responses?: Record<string, { description?: string }>;
}

const sentence = (text: string) => (/[.!?)]$/.test(text) ? text : `${text}.`);

export function describeOperation(operation: Described) {
  const access = operation.security?.length
    ? "Needs the bearer token of POST /api/login, of an account whose role reaches this."
    : "Public: no token needed.";
  const answers = Object.entries(operation.responses ?? {}).map(([status, response]) =>
    `${status}: ${response.description ?? ""}`.trim(),
  );
  const success = answers.filter((answer) => /^[23]/.test(answer));
  const failure = answers.filter((answer) => /^[45]/.test(answer)).map((answer) => answer.split(":")[0]);
  return [
    sentence(operation.summary ?? ""),
    access,
    `Answers ${success.map(sentence).join(" ")}`,
    failure.length ? `Errors (the error body): ${failure.join(", ")}.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}
