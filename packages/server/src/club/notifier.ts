// Notices ("your turn", "game over", "you are invited", "your clock is low") by e-mail through
// nodemailer to the operator's SMTP server, and to a webhook each player may set (JSON with
// `text` and `content`, which Slack-, Mattermost- and Discord-style incoming webhooks accept,
// signed with HMAC-SHA256 under the player's own secret). Each notice is a row of `notices`,
// unique per user and key (one notice per turn, however often the game changes or however many
// processes see it); rows are sent by whichever process claims them (a compare-and-set on
// `next_at`), retried with growing pauses when the mail server or the webhook fails.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import dns from "node:dns/promises";
import net from "node:net";
import { NOTICE_EVENTS, type NoticeEvent, type SettingsBody } from "@dawn/platform/protocol";
import type { Kysely } from "kysely";
import nodemailer, { type Transporter } from "nodemailer";
import { randomId } from "../auth.ts";
import type { DB } from "../db.ts";
import { badRequest } from "../errors.ts";

export interface NotifierOptions {
  /** smtp://user:password@host:port (smtps:// for TLS from the start); unset: no e-mail. */
  readonly smtpUrl?: string | undefined;
  /** The From: of every e-mail. */
  readonly mailFrom: string;
  /** The site's address as players reach it (links in notices). */
  readonly publicUrl: () => string;
  /** Allow webhooks to plain http:// and to private or loopback addresses (tests, closed networks). */
  readonly webhookPrivate: boolean;
  readonly log: (level: "info" | "warn" | "error", m: string) => void;
}

export interface NoticePayload {
  readonly subject: string;
  readonly text: string;
  /** The page the notice is about. */
  readonly url: string;
}

const MAX_ATTEMPTS = 5;
export const SIGNATURE_HEADER = "x-dawn-signature";
export const TIMESTAMP_HEADER = "x-dawn-timestamp";

/** HMAC-SHA256 of `text` under `key`, hex. */
export function hmac(key: string, text: string): string {
  return createHmac("sha256", key).update(text).digest("hex");
}

export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const PRIVATE = new net.BlockList();
for (const [a, p] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(a, p, "ipv4");
for (const [a, p] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(a, p, "ipv6");

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return PRIVATE.check(mapped[1]!, "ipv4");
  return PRIVATE.check(address, net.isIPv6(address) ? "ipv6" : "ipv4");
}

/** Checks a webhook address as a player gives it; a sentence when it cannot be used. */
export function checkWebhookUrl(text: string, allowPrivate: boolean): string {
  let u: URL;
  try {
    u = new URL(text);
  } catch {
    throw badRequest("webhook must be a full address (https://...)");
  }
  if (u.protocol !== "https:" && !(allowPrivate && u.protocol === "http:"))
    throw badRequest("webhook must be an https:// address");
  if (u.username || u.password) throw badRequest("webhook must not carry a user name or password");
  const host = u.hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && (host === "localhost" || (net.isIP(host) && isPrivate(host))))
    throw badRequest("webhook must be a public address");
  return u.toString();
}

export class Notifier {
  private readonly mail: Transporter | null;
  private sweeping: Promise<void> | null = null;
  private again = false;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly o: NotifierOptions,
  ) {
    this.mail = o.smtpUrl ? nodemailer.createTransport(o.smtpUrl) : null;
  }

  get mailEnabled(): boolean {
    return this.mail !== null;
  }

  // ---- settings --------------------------------------------------------------------------

  private async row(userId: string) {
    let r = await this.db
      .selectFrom("club_users")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!r) {
      await this.db
        .insertInto("club_users")
        .values({
          user_id: userId,
          email: null,
          email_verified: 0,
          email_off: 0,
          webhook_url: null,
          webhook_secret: randomBytes(24).toString("base64url"),
          events: JSON.stringify(NOTICE_EVENTS),
        })
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
      r = await this.db
        .selectFrom("club_users")
        .selectAll()
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
    }
    return r;
  }

  async settings(userId: string): Promise<Omit<SettingsBody, "muted" | "blocked">> {
    const r = await this.row(userId);
    return {
      email: r.email,
      emailVerified: r.email_verified === 1,
      emailOn: r.email_off === 0,
      webhook: r.webhook_url,
      webhookSecret: r.webhook_secret,
      events: (JSON.parse(r.events) as NoticeEvent[]).filter((e) => NOTICE_EVENTS.includes(e)),
    };
  }

  async update(
    user: { id: string; name: string },
    input: {
      email?: string | undefined;
      emailOn?: boolean | undefined;
      webhook?: string | undefined;
      newSecret?: boolean | undefined;
      events?: readonly NoticeEvent[] | undefined;
    },
  ): Promise<void> {
    const r = await this.row(user.id);
    const changes: Partial<DB["club_users"]> = {};
    let verify: string | null = null;
    if (input.email !== undefined) {
      const email = input.email.trim();
      if (email === "") Object.assign(changes, { email: null, email_verified: 0 });
      else if (email !== r.email) {
        if (!/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(email) || email.length > 254)
          throw badRequest("That does not look like an e-mail address");
        if (!this.mail) throw badRequest("This server sends no e-mail (its operator has not set SMTP_URL)");
        Object.assign(changes, { email, email_verified: 0 });
        verify = email;
      }
    }
    if (input.emailOn !== undefined) changes.email_off = input.emailOn ? 0 : 1;
    if (input.webhook !== undefined)
      changes.webhook_url =
        input.webhook.trim() === "" ? null : checkWebhookUrl(input.webhook.trim(), this.o.webhookPrivate);
    if (input.newSecret) changes.webhook_secret = randomBytes(24).toString("base64url");
    if (input.events !== undefined) changes.events = JSON.stringify([...new Set(input.events)]);
    if (Object.keys(changes).length)
      await this.db.updateTable("club_users").set(changes).where("user_id", "=", user.id).execute();
    if (verify) await this.sendVerification(user, verify);
  }

  // ---- signed links ----------------------------------------------------------------------

  unsubscribeLink(userId: string): string {
    const t = hmac(this.secret, `unsubscribe:${userId}`);
    return `${this.o.publicUrl()}/api/club/unsubscribe?u=${encodeURIComponent(userId)}&t=${t}`;
  }

  /** The unsubscribe link's target: no more e-mail for this user (true if the link is genuine). */
  async unsubscribe(userId: string, token: string): Promise<boolean> {
    if (!sameText(token, hmac(this.secret, `unsubscribe:${userId}`))) return false;
    await this.row(userId).catch(() => null);
    await this.db.updateTable("club_users").set({ email_off: 1 }).where("user_id", "=", userId).execute();
    return true;
  }

  private verifyLink(userId: string, email: string): string {
    const t = hmac(this.secret, `verify:${userId}:${email}`);
    return `${this.o.publicUrl()}/api/club/verify-email?u=${encodeURIComponent(userId)}&e=${encodeURIComponent(email)}&t=${t}`;
  }

  /** The confirmation link's target: the address is confirmed if it is still the user's. */
  async verify(userId: string, email: string, token: string): Promise<boolean> {
    if (!sameText(token, hmac(this.secret, `verify:${userId}:${email}`))) return false;
    const r = await this.db
      .updateTable("club_users")
      .set({ email_verified: 1 })
      .where("user_id", "=", userId)
      .where("email", "=", email)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  private async sendVerification(user: { id: string; name: string }, email: string): Promise<void> {
    try {
      await this.mail!.sendMail({
        from: this.o.mailFrom,
        to: email,
        subject: "Confirm your e-mail address",
        text:
          `Hello ${user.name},\n\nTo receive game notices at this address, open this link:\n\n` +
          `${this.verifyLink(user.id, email)}\n\nIf you did not ask for this, ignore this message.\n`,
      });
    } catch (e) {
      this.o.log("warn", `confirmation e-mail to user ${user.id} failed: ${(e as Error).message}`);
      throw badRequest("The confirmation e-mail could not be sent: try again later");
    }
  }

  // ---- notices ---------------------------------------------------------------------------

  /** Queues a notice (once per user and key) and sends it soon. */
  async queue(
    userId: string,
    key: string,
    kind: NoticeEvent,
    gameId: string | null,
    payload: NoticePayload,
  ): Promise<void> {
    const r = await this.db
      .insertInto("notices")
      .values({
        id: randomId(16),
        user_id: userId,
        key,
        kind,
        game_id: gameId,
        payload: JSON.stringify(payload),
        created_at: new Date().toISOString(),
        next_at: Date.now(),
        attempts: 0,
        sent_at: null,
        error: null,
      })
      .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) this.kick();
  }

  /** Sends what is due (at once, or again after the current round). */
  kick(): void {
    if (this.closed) return;
    if (this.sweeping) {
      this.again = true;
      return;
    }
    this.sweeping = this.sweep()
      .catch((e: unknown) => this.o.log("warn", `notices: ${(e as Error).message}`))
      .finally(() => {
        this.sweeping = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Waits for the sending in progress (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.sweeping) await this.sweeping;
  }

  private async sweep(): Promise<void> {
    const t = Date.now();
    const due = await this.db
      .selectFrom("notices")
      .selectAll()
      .where("sent_at", "is", null)
      .where("next_at", "<=", t)
      .where("attempts", "<", MAX_ATTEMPTS)
      .orderBy("next_at")
      .limit(50)
      .execute();
    for (const n of due) {
      if (this.closed) return;
      // Claimed by one process: the others find next_at moved.
      const claim = await this.db
        .updateTable("notices")
        .set({ next_at: t + 120_000, attempts: n.attempts + 1 })
        .where("id", "=", n.id)
        .where("next_at", "=", n.next_at)
        .where("sent_at", "is", null)
        .executeTakeFirst();
      if (Number(claim.numUpdatedRows) !== 1) continue;
      try {
        const sent = await this.deliver(
          n.user_id,
          n.kind as NoticeEvent,
          JSON.parse(n.payload) as NoticePayload,
        );
        await this.db
          .updateTable("notices")
          .set({ sent_at: new Date().toISOString(), error: sent ? null : "no channel" })
          .where("id", "=", n.id)
          .execute();
      } catch (e) {
        const wait = 30_000 * 2 ** n.attempts;
        this.o.log("warn", `notice ${n.id} (${n.kind}) to user ${n.user_id} failed: ${(e as Error).message}`);
        await this.db
          .updateTable("notices")
          .set({ error: (e as Error).message.slice(0, 500), next_at: Date.now() + wait })
          .where("id", "=", n.id)
          .execute();
      }
    }
  }

  /** Sends one notice on the user's channels; false when he has none for it. */
  private async deliver(userId: string, kind: NoticeEvent, p: NoticePayload): Promise<boolean> {
    const r = await this.db
      .selectFrom("club_users")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (!r || !(JSON.parse(r.events) as string[]).includes(kind)) return false;
    const user = await this.db.selectFrom("users").select("name").where("id", "=", userId).executeTakeFirst();
    if (!user) return false;
    let sent = false;
    if (r.email && r.email_verified === 1 && r.email_off === 0 && this.mail) {
      const unsubscribe = this.unsubscribeLink(userId);
      await this.mail.sendMail({
        from: this.o.mailFrom,
        to: r.email,
        subject: p.subject,
        text: `${p.text}\n\n${p.url}\n\n--\nNo more e-mail from us: ${unsubscribe}\nChange your notices: ${this.o.publicUrl()}/#/settings\n`,
        headers: { "List-Unsubscribe": `<${unsubscribe}>` },
      });
      sent = true;
    }
    if (r.webhook_url) {
      await this.postWebhook(r.webhook_url, r.webhook_secret, {
        text: `${p.text} ${p.url}`,
        content: `${p.text} ${p.url}`,
        event: kind,
        subject: p.subject,
        url: p.url,
        user: user.name,
      });
      sent = true;
    }
    return sent;
  }

  private async postWebhook(url: string, secret: string, body: Record<string, unknown>): Promise<void> {
    const u = new URL(url);
    if (!this.o.webhookPrivate) {
      // The name is resolved again at sending time: a public name must not lead inside.
      const host = u.hostname.replace(/^\[|\]$/g, "");
      const addresses = net.isIP(host)
        ? [host]
        : (await dns.lookup(host, { all: true })).map((a) => a.address);
      if (u.protocol !== "https:" || addresses.some(isPrivate))
        throw new Error("webhook leads to a private address");
    }
    const text = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const res = await fetch(url, {
      method: "POST",
      redirect: "error",
      signal: AbortSignal.timeout(10_000),
      headers: {
        "content-type": "application/json",
        "user-agent": "dawn-notices/1",
        [TIMESTAMP_HEADER]: ts,
        [SIGNATURE_HEADER]: `sha256=${hmac(secret, `${ts}.${text}`)}`,
      },
      body: text,
    });
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  }

  close(): void {
    this.closed = true;
    this.mail?.close();
  }
}
