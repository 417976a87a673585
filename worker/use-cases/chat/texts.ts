/** The chat's Polish texts (server side). */
export const CHAT_TEXTS = {
  notFound: "Nie znaleziono rozmowy.",
  partiesOnly: "Rozmowę mogą prowadzić tylko strony rezerwacji.",
  invitationPartiesOnly: "Rozmowę o zaproszeniu mogą prowadzić tylko organizator i zaproszony właściciel.",
  otherPartyGone: "Nie można rozpocząć czatu: druga strona usunęła konto.",
  eventGroupFallback: "Wydarzenie",
  bookingTitle: (truckName: string, dates: string) => `Rezerwacja: ${truckName}, ${dates}`,
  invitationTitle: (eventName: string, truckName: string) => `${eventName} – ${truckName}`,
  /** recipient_notified: the recipient was not in the app, so they were told by push or e-mail. */
  recipientNotified: (name: string) =>
    `${name} nie jest teraz w aplikacji — wysłaliśmy powiadomienie o Twojej wiadomości.`,
  pushTitle: (senderName: string) => `Nowa wiadomość od: ${senderName}`,
  /** A queued push's text once its sender deleted their account: their words stay in the conversation only. */
  pushBodyWithoutText: "Przeczytaj ją w rozmowie.",
} as const;
