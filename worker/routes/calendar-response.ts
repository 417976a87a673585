/** An iCalendar answer: text/calendar, never cached by shared caches (it names private bookings). */
export function calendarResponse(text: string, options: { filename: string; inline?: boolean }): Response {
  return new Response(text, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `${options.inline ? "inline" : "attachment"}; filename="${options.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
