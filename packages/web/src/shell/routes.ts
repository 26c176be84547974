// Routes of the client, in the URL hash (#/game/abc) so any static server can serve the page.
export type Route =
  | { readonly page: "home" }
  | { readonly page: "login"; readonly next?: string }
  | { readonly page: "new"; readonly title?: string }
  | { readonly page: "game"; readonly id: string }
  | { readonly page: "replay"; readonly id: string }
  | { readonly page: "join"; readonly id: string; readonly code: string }
  | { readonly page: "lobby" }
  | { readonly page: "ratings"; readonly title?: string }
  | { readonly page: "player"; readonly name: string }
  | { readonly page: "settings" };

/** Reads a route from a location (hash first; a path /join/<id>/<code> also works). */
export function parseRoute(hash: string, pathname = "/"): Route {
  const path = hash.replace(/^#/, "") || "/";
  const parts = path.split("/").filter(Boolean).map(decodeURIComponent);
  const pathParts = pathname.split("/").filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0 && pathParts[0] === "join" && pathParts.length >= 2) {
    return joinRoute(pathParts.slice(1));
  }
  switch (parts[0]) {
    case "login":
      return parts[1] ? { page: "login", next: parts.slice(1).join("/") } : { page: "login" };
    case "new":
      return parts[1] ? { page: "new", title: parts[1] } : { page: "new" };
    case "game":
      return parts[1] ? { page: "game", id: parts[1] } : { page: "home" };
    case "replay":
      return parts[1] ? { page: "replay", id: parts[1] } : { page: "home" };
    case "join":
      return parts.length >= 2 ? joinRoute(parts.slice(1)) : { page: "home" };
    case "lobby":
      return { page: "lobby" };
    case "ratings":
      return parts[1] ? { page: "ratings", title: parts[1] } : { page: "ratings" };
    case "player":
      return parts[1] ? { page: "player", name: parts[1] } : { page: "home" };
    case "settings":
      return { page: "settings" };
    default:
      return { page: "home" };
  }
}

function joinRoute(rest: readonly string[]): Route {
  // /join/<code> (the server finds the game), or /join/<id>/<code>
  if (rest.length >= 2) return { page: "join", id: rest[0]!, code: rest[1]! };
  return { page: "join", id: "", code: rest[0]! };
}

export function href(r: Route): string {
  switch (r.page) {
    case "home":
      return "#/";
    case "login":
      return r.next ? `#/login/${r.next}` : "#/login";
    case "new":
      return r.title ? `#/new/${encodeURIComponent(r.title)}` : "#/new";
    case "game":
      return `#/game/${encodeURIComponent(r.id)}`;
    case "replay":
      return `#/replay/${encodeURIComponent(r.id)}`;
    case "join":
      return r.id
        ? `#/join/${encodeURIComponent(r.id)}/${encodeURIComponent(r.code)}`
        : `#/join/${encodeURIComponent(r.code)}`;
    case "lobby":
      return "#/lobby";
    case "ratings":
      return r.title ? `#/ratings/${encodeURIComponent(r.title)}` : "#/ratings";
    case "player":
      return `#/player/${encodeURIComponent(r.name)}`;
    case "settings":
      return "#/settings";
  }
}

/**
 * The link a player sends to his opponent: /join/<id>/<code> (the page can show the game and the
 * side before joining); /join/<code> alone is accepted too (docs/protocol.md).
 */
export function inviteLink(origin: string, code: string, id?: string): string {
  return id
    ? `${origin}/join/${encodeURIComponent(id)}/${encodeURIComponent(code)}`
    : `${origin}/join/${encodeURIComponent(code)}`;
}
