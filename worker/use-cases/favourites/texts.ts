/** Polish texts of favourites (beyond SPEC.md, issue 16). */
export const FAVOURITE_TEXTS = {
  organizersOnly: "Tylko organizatorzy mogą zapisywać food trucki.",
  tooMany: "Możesz zapisać najwyżej 60 food trucków. Usuń któryś z zapisanych, aby dodać nowy.",
  noFavourites: "Nie masz zapisanych food trucków.",
  eventStarted: "Nie można zapraszać na wydarzenie, które już się rozpoczęło lub odbyło.",
} as const;

/** D1 binds at most 100 parameters per statement; the favourites are read and invited in one. */
export const MAX_FAVOURITES = 60;
