// Notices (issue #14) reach a local SMTP sink and a local webhook receiver started here: an
// e-mail address is confirmed through its link first; "you are invited", "your turn" (once per
// turn; none in live games), "your clock is low" and "game over" arrive with the right words and links; webhook
// bodies carry a valid HMAC-SHA256 signature; the unsubscribe link works without logging in and
// stops e-mail (the webhook goes on); a turned-off event stops that notice.
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, test } from "node:test";
import type { SettingsBody } from "@dawn/platform/protocol";
import { nim } from "@dawn/platform/testing";
import { SMTPServer } from "smtp-server";
import { start, user, waitFor } from "./helpers.ts";

interface Mail {
  readonly to: string[];
  readonly subject: string;
  readonly body: string;
  readonly headers: string;
}
interface Hook {
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

/** Quoted-printable soft breaks and escapes undone (nodemailer wraps long lines). */
function decodeQp(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
}

const mails: Mail[] = [];
const hooks: Hook[] = [];
let smtp: SMTPServer;
let receiver: http.Server;
let hookUrl = "";
let server: Awaited<ReturnType<typeof start>>;

before(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (d: Buffer) => {
        raw += d.toString("utf8");
      });
      stream.on("end", () => {
        const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
        const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "",
          headers: unfolded,
          body: decodeQp(rest.join("\n\n")),
        });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, "127.0.0.1", () => r()));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  receiver = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d: Buffer) => {
      body += d.toString("utf8");
    });
    req.on("end", () => {
      hooks.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", () => r()));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  server = await start(undefined, {
    extraGames: [nim],
    clubSweepMs: 0,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailFrom: "Dawn <games@example.org>",
    webhookPrivate: true,
  });
});
after(async () => {
  await server.close();
  await new Promise<void>((r) => smtp.close(() => r()));
  await new Promise<void>((r) => receiver.close(() => r()));
});

const link = (text: string, path: string) => {
  const m = new RegExp(`https?://\\S+${path}\\S*`).exec(text);
  assert.ok(m, `no ${path} link in ${text}`);
  return m[0];
};
const mailsTo = (addr: string) => mails.filter((m) => m.to.includes(addr));
const hooksFor = (event: string) =>
  hooks.filter((h) => (JSON.parse(h.body) as { event: string }).event === event);

test("notices by e-mail and webhook: confirmation, invitation, turn, low clock, game over, unsubscribe", async () => {
  const alice = await user(server.url, "na");
  const bob = await user(server.url, "nb");
  const addr = `${bob.name}@example.org`;
  // No notices to an unconfirmed address; the confirmation link works without a session.
  let st = await bob.post<SettingsBody>("/api/club/settings", { email: addr, webhook: hookUrl });
  assert.equal(st.status, 200, JSON.stringify(st.body));
  assert.equal(st.body.emailVerified, false);
  const confirm = await waitFor(async () => mailsTo(addr)[0]);
  assert.match(confirm.subject, /Confirm/);
  const bad = await fetch(link(confirm.body, "/api/club/verify-email").replace(/t=\w+/, "t=00"));
  assert.equal(bad.status, 400);
  const ok = await fetch(link(confirm.body, "/api/club/verify-email"));
  assert.equal(ok.status, 200);
  st = await bob.get<SettingsBody>("/api/club/settings");
  assert.equal(st.body.emailVerified, true);
  const secret = st.body.webhookSecret;
  assert.ok(secret.length >= 20);
  assert.equal((await bob.post("/api/club/settings", { webhook: "ftp://example.org/x" })).status, 400);

  // An invitation by name.
  const c = await alice.post<{ id: string; invite: string }>("/api/games", {
    game: "nim",
    options: { stones: 9 },
    side: "second",
    opponent: "invite",
    invitee: bob.name,
  });
  assert.equal(c.status, 201, JSON.stringify(c.body));
  const id = c.body.id;
  const invite = await waitFor(async () => mailsTo(addr).find((m) => /invites you/.test(m.subject)));
  assert.match(invite.body, new RegExp(`${alice.name} invites you to a game of Nim`));
  const inviteHook = await waitFor(async () => hooksFor("invite")[0]);
  // The signature: HMAC-SHA256 over "<timestamp>.<body>" with the player's secret.
  const ts = String(inviteHook.headers["x-dawn-timestamp"]);
  assert.ok(Math.abs(Number(ts) - Date.now() / 1000) < 60);
  assert.equal(
    inviteHook.headers["x-dawn-signature"],
    `sha256=${createHmac("sha256", secret).update(`${ts}.${inviteHook.body}`).digest("hex")}`,
  );
  const hb = JSON.parse(inviteHook.body) as { text: string; content: string; url: string; user: string };
  assert.equal(hb.text, hb.content, "text for Slack/Mattermost, content for Discord");
  assert.equal(hb.user, bob.name);
  assert.match(hb.url, /#\/lobby$/);
  // Someone else cannot take the seat; Bob can.
  const carol = await user(server.url, "nc");
  assert.equal((await carol.post(`/api/games/${id}/join`, { invite: c.body.invite })).status, 403);
  const lobby = await bob.get<{ invitations: { id: string; invite: string; from: string }[] }>(
    "/api/club/lobby",
  );
  const inv = lobby.body.invitations.find((x) => x.id === id)!;
  assert.equal(inv.from, alice.name);
  assert.equal((await bob.post(`/api/games/${id}/join`, { invite: inv.invite })).status, 200);

  // Bob's turn: one notice, however often the game is looked at.
  const turn = await waitFor(async () => mailsTo(addr).find((m) => /Your turn/.test(m.subject)));
  assert.match(turn.body, new RegExp(`It is your turn in Nim against ${alice.name}`));
  assert.match(turn.body, new RegExp(`#/game/${id}`));
  assert.match(turn.headers, /List-Unsubscribe: <http/);
  const held = server.games.loaded(id)!;
  server.club.onGame(held);
  server.club.onGame(held);
  await server.club.notifier.idle();
  assert.equal(mailsTo(addr).filter((m) => /Your turn/.test(m.subject)).length, 1);
  assert.equal(hooksFor("turn").length, 1);

  // Bob moves, Alice moves: Bob's second turn, a second notice.
  assert.equal((await bob.post(`/api/games/${id}/actions`, { seq: 0, action: { take: 1 } })).status, 200);
  assert.equal((await alice.post(`/api/games/${id}/actions`, { seq: 1, action: { take: 1 } })).status, 200);
  await waitFor(async () => mailsTo(addr).filter((m) => /Your turn/.test(m.subject)).length === 2);

  // Unsubscribe from the e-mail's link, without a session; a forged link does nothing.
  const unsub = link(turn.body, "/api/club/unsubscribe");
  assert.equal((await fetch(unsub.replace(/t=\w+/, "t=1234"))).status, 400);
  assert.equal((await fetch(unsub)).status, 200);
  st = await bob.get<SettingsBody>("/api/club/settings");
  assert.equal(st.body.emailOn, false);
  const before = mailsTo(addr).length;
  // Game over: the webhook still hears of it; no more e-mail.
  assert.equal((await alice.post(`/api/games/${id}/resign`, {})).status, 200);
  const over = await waitFor(async () => hooksFor("over")[0]);
  assert.match((JSON.parse(over.body) as { text: string }).text, /is over: you won by resignation/);
  await server.club.notifier.idle();
  assert.equal(mailsTo(addr).length, before, "no e-mail after unsubscribing");

  // A live game (12 s, low below 10 s): no "your turn" (the players are at the board), but a
  // warning once when the clock runs low.
  await bob.post("/api/club/settings", { emailOn: true });
  const turnsBefore = hooksFor("turn").length;
  const live = await alice.post<{ id: string }>("/api/games", {
    game: "nim",
    side: "second",
    opponent: "open",
    clock: { kind: "live", minutes: 0.2, increment: 0 },
  });
  assert.equal((await bob.post(`/api/games/${live.body.id}/join`, {})).status, 200);
  await new Promise((r) => setTimeout(r, 2300));
  await server.club.sweep();
  await server.club.sweep();
  const low = await waitFor(async () => mailsTo(addr).find((m) => /clock is low/.test(m.subject)));
  assert.match(low.body, /Your clock is low in Nim against .*: \d+ s left/);
  await server.club.notifier.idle();
  assert.equal(mailsTo(addr).filter((m) => /clock is low/.test(m.subject)).length, 1);
  assert.equal(hooksFor("low").length, 1);
  assert.equal(hooksFor("turn").length, turnsBefore, "no turn notice in a live game");

  // Events turned off: no "turn" notice, no invitation.
  await bob.post("/api/club/settings", { events: ["over"] });
  const g2 = await alice.post<{ id: string; invite: string }>("/api/games", {
    game: "nim",
    side: "second",
    opponent: "invite",
    invitee: bob.name,
  });
  assert.equal((await bob.post(`/api/games/${g2.body.id}/join`, { invite: g2.body.invite })).status, 200);
  await new Promise((r) => setTimeout(r, 300));
  await server.club.notifier.idle();
  assert.equal(hooksFor("turn").length, turnsBefore);
  assert.equal(hooksFor("invite").length, 1, "invitations turned off too");
  assert.deepEqual(server.errors, []);
});
