// The games this server hosts come from the titles registry; the server names none itself.
export { titles as GAMES } from "@dawn/titles";
