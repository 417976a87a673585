/** Body of a calendar queue message: the truck whose imported calendar to read again (issue 36). */
export interface CalendarImportMessage {
  profileId: number;
}

/** The queue of calendar reads (wrangler.toml). */
export const CALENDAR_QUEUE_NAME = "foodtruck-calendars";
