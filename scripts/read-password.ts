/** The new administrator's password: ADMIN_PASSWORD, else typed twice without echo, else stdin's first line. */
export async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) return (await readAll()).split(/\r?\n/)[0] ?? "";
  const first = await promptHidden("Password (at least 12 characters): ");
  const second = await promptHidden("Repeat the password: ");
  if (first !== second) {
    console.error("admin:create: the two passwords differ.");
    process.exit(1);
  }
  return first;
}

async function readAll(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += chunk;
  return text;
}

/** Reads one line from the terminal in raw mode, echoing nothing. */
function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  // Echo off before the prompt shows, so nothing typed early is echoed.
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = () => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write("\n");
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          finish();
          return resolve(value);
        }
        if (char === "\u0003") {
          finish();
          return reject(new Error("Cancelled"));
        }
        value = char === "\u007f" || char === "\b" ? value.slice(0, -1) : value + char;
      }
    };
    stdin.on("data", onData);
  });
}
