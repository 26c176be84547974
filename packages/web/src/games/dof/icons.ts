// Our own simple glyphs for the eight socio-economic groups, as SVG path data in a box from -10 to 10.
import type { Socio, Suit } from "@dawn/engine";

export const SOCIO_GLYPH: Readonly<Record<Socio, string>> = {
  // top hat
  elite: "M-9 6h18v2.5h-18z M-5.5 -8h11v14h-11z",
  // building with a pediment and three columns
  bureaucrat: "M-9 -3L0 -9L9 -3z M-8 7h16v2h-16z M-7 -2h3v8h-3z M-1.5 -2h3v8h-3z M4 -2h3v8h-3z",
  // ear of grain
  farmer:
    "M-0.8 -2h1.6v11h-1.6z M0 -9c2 2 2 4 0 6c-2 -2 -2 -4 0 -6z M-1 -1c-3 0 -5 -2 -5 -4c3 0 5 2 5 4z M1 -1c3 0 5 -2 5 -4c-3 0 -5 2 -5 4z M-1 3c-3 0 -5 -2 -5 -4c3 0 5 2 5 4z M1 3c3 0 5 -2 5 -4c-3 0 -5 2 -5 4z",
  // gear
  worker:
    "M-2 -10h4v3.2a7 7 0 0 1 2.4 1l2.3 -2.3l2.8 2.8l-2.3 2.3a7 7 0 0 1 1 2.4h3.2v4h-3.2a7 7 0 0 1 -1 2.4l2.3 2.3l-2.8 2.8l-2.3 -2.3a7 7 0 0 1 -2.4 1v3.2h-4v-3.2a7 7 0 0 1 -2.4 -1l-2.3 2.3l-2.8 -2.8l2.3 -2.3a7 7 0 0 1 -1 -2.4h-3.2v-4h3.2a7 7 0 0 1 1 -2.4l-2.3 -2.3l2.8 -2.8l2.3 2.3a7 7 0 0 1 2.4 -1z M0 -3a3 3 0 1 0 0.01 0z",
  // open book
  intellectual: "M-10 -6c3 -1 7 -1 9 1v12c-2 -2 -6 -2 -9 -1z M10 -6c-3 -1 -7 -1 -9 1v12c2 -2 6 -2 9 -1z",
  // mortarboard
  student: "M0 -8L10 -3L0 2L-10 -3z M-6 0v5c3 3 9 3 12 0v-5l-6 3z M8 -2h1.2v7h-1.2z",
  // cross
  church: "M-1.6 -10h3.2v20h-3.2z M-7 -4.5h14v3.2h-14z",
  // two figures
  minority:
    "M-4.5 -8a3 3 0 1 0 0.01 0z M-9 9c0 -6 2 -9 4.5 -9s4.5 3 4.5 9z M4.5 -8a3 3 0 1 0 0.01 0z M0 9c0 -6 2 -9 4.5 -9s4.5 3 4.5 9z",
};

export const SOCIO_NAME: Readonly<Record<Socio, string>> = {
  elite: "Elite",
  bureaucrat: "Bureaucrat",
  farmer: "Farmer",
  worker: "Worker",
  intellectual: "Intellectual",
  student: "Student",
  church: "Church",
  minority: "Minority",
};

/** Glyphs for the Power Struggle suits and wild cards (same box as the socio glyphs). */
export const SUIT_GLYPH: Readonly<Record<Suit | "wild", string>> = {
  // megaphone
  rally: "M-9 -3h4l9 -6v18l-9 -6h-4z M-6 4l2 5h3l-2 -5z M6 -3h3v6h-3z",
  // flag on a pole
  march: "M-7 -10h2v20h-2z M-5 -10h12l-3 4.5l3 4.5h-12z",
  // lightning bolt
  strike: "M3 -10l-9 11h5l-3 9l10 -12h-5z",
  // sheet with lines (even-odd)
  petition: "M-7 -9h14v18h-14z M-4 -5h8v1.6h-8z M-4 -1h8v1.6h-8z M-4 3h5v1.6h-5z",
  // star
  wild: "M0 -10l2.9 6.6h7.1l-5.8 4.4l2.2 7l-6.4 -4.3l-6.4 4.3l2.2 -7l-5.8 -4.4h7.1z",
};
