// Metrics in the Prometheus text format (prom-client), one registry per server.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(gauges: {
  sockets: () => number;
  gamesInMemory: () => number;
  botQueue: () => number;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const ms = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  return {
    registry,
    requests: new Counter({
      name: "dawn_http_requests_total",
      help: "HTTP requests answered, by route and status",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: "dawn_http_request_duration_seconds",
      help: "Time to answer HTTP requests",
      labelNames: ["route"] as const,
      buckets: ms,
      registers: [registry],
    }),
    actions: new Counter({
      name: "dawn_actions_total",
      help: "Log entries written (actions, undos, resignations), by source",
      labelNames: ["source"] as const,
      registers: [registry],
    }),
    actionSeconds: new Histogram({
      name: "dawn_action_duration_seconds",
      help: "Time from receiving an action to its commit and the updates sent",
      buckets: ms,
      registers: [registry],
    }),
    refused: new Counter({
      name: "dawn_refused_total",
      help: "Requests and messages refused, by status",
      labelNames: ["status"] as const,
      registers: [registry],
    }),
    wsMessages: new Counter({
      name: "dawn_ws_messages_total",
      help: "WebSocket messages received",
      registers: [registry],
    }),
    sockets: new Gauge({
      name: "dawn_ws_connections",
      help: "Open WebSocket connections",
      registers: [registry],
      collect() {
        this.set(gauges.sockets());
      },
    }),
    games: new Gauge({
      name: "dawn_games_in_memory",
      help: "Games held in memory",
      registers: [registry],
      collect() {
        this.set(gauges.gamesInMemory());
      },
    }),
    botQueue: new Gauge({
      name: "dawn_bot_queue",
      help: "Bot moves waiting for a thread or being thought",
      registers: [registry],
      collect() {
        this.set(gauges.botQueue());
      },
    }),
    botSeconds: new Histogram({
      name: "dawn_bot_think_seconds",
      help: "Time bots took to choose",
      buckets: [0.001, 0.01, 0.05, 0.1, 0.5, 1, 2, 5, 10],
      registers: [registry],
    }),
    botFailures: new Counter({
      name: "dawn_bot_failures_total",
      help: "Bot decisions that failed (a random legal action was played instead)",
      registers: [registry],
    }),
    rebases: new Counter({
      name: "dawn_game_rebases_total",
      help: "Games carried over to the running rules version (kind=carried) or continued from their latest good state (kind=diverged)",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    writeBatch: new Histogram({
      name: "dawn_sqlite_write_batch_size",
      help: "Games' writes stored together in one SQLite transaction",
      buckets: [1, 2, 4, 8, 16, 32, 64],
      registers: [registry],
    }),
    catchUps: new Counter({
      name: "dawn_game_catch_ups_total",
      help: "Games brought up to date after another process changed them",
      registers: [registry],
    }),
    loginFailures: new Counter({
      name: "dawn_login_failures_total",
      help: "Failed log-ins",
      registers: [registry],
    }),
  };
}
