// @dawn/platform/testing: what tests of the shells and titles share.
export { type NimAction, type NimOptions, type NimState, nim } from "./nim.ts";
