/** The offer catalogues a picker chooses from, and what it holds: chosen codes per catalogue. */
export type OfferKind = "dishes" | "drinks" | "dietary";
export type OfferSelection = Record<OfferKind, string[]>;
