import { Agent, type AgentOptions } from "node:http";

/**
 * Every request the tests send from Node (Playwright's `request` fixture, `page.request`, the admin API
 * helper) goes out on a connection of its own: no socket is kept alive between requests.
 *
 * workerd closes a kept-alive connection after 5 s idle (kj's HttpServer pipelineTimeout, which workerd
 * does not let a config change) and ignores a request's `Connection: close`. Playwright's request contexts
 * pool sockets in an `http.Agent({ keepAlive: true })` with no idle limit, and Node then ignores any
 * `Keep-Alive: timeout` hint too (microsoft/playwright#42698, #42701, closed unfixed). A request sent on
 * a pooled socket just as workerd closes it is never read and fails with `read ECONNRESET` or `socket
 * hang up`: a loaded CI run lost a test's teardown to it (30 Nov). Twenty request contexts calling
 * 4.8–5 s apart beside busy.sh 2: 2 of 610 calls failed so, 0 of 1,220 with this module.
 *
 * `keepSocketAlive` is the documented hook by which an Agent declines to keep a socket: the socket is
 * closed by this side once its answer is read, so the server never closes one a request is about to use.
 * Chromium's own connections are untouched (it resends a request a server closed under it). A test of
 * keep-alive itself makes its agent with `keptAliveAgent`. Loaded by playwright.config.ts, which every
 * test worker reads first.
 */
const keepSocketAliveAsNodeDoes = Agent.prototype.keepSocketAlive;
Agent.prototype.keepSocketAlive = () => false;

/** An agent that keeps its sockets alive as Node's does (for the tests of connection reuse). */
export function keptAliveAgent(options: AgentOptions): Agent {
  const agent = new Agent({ ...options, keepAlive: true });
  agent.keepSocketAlive = keepSocketAliveAsNodeDoes;
  return agent;
}
