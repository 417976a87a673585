import * as v from "valibot";

export const CALENDAR_IMPORT_TEXTS = {
  badAddress:
    "Podaj adres kalendarza zaczynający się od https:// (albo webcal://), pod publiczną nazwą serwera – bez adresu IP, portu i sieci lokalnej.",
  notImported: "Ten food truck nie importuje kalendarza.",
} as const;

/** Calendar apps' secret addresses are a few hundred characters; anything far longer is not one. */
const MAX_ADDRESS_LENGTH = 2048;

/**
 * PUT /api/profiles/{id}/calendar-import (issue 36). Which hosts are allowed depends on the environment
 * (the machine itself in development), so the use case checks the address itself.
 */
export const calendarImportSchema = v.object({
  url: v.pipe(
    v.string(CALENDAR_IMPORT_TEXTS.badAddress),
    v.trim(),
    v.nonEmpty(CALENDAR_IMPORT_TEXTS.badAddress),
    v.maxLength(MAX_ADDRESS_LENGTH, CALENDAR_IMPORT_TEXTS.badAddress),
  ),
});
