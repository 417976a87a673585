/** What callers read or hear about Twilio calls (the WebRTC transport words refusals the same way). */
export const VOICE_TEXTS = {
  twilioOff: "Połączenia głosowe przez Twilio nie są włączone na tym serwerze.",
  unavailable: "Rozmówca jest teraz niedostępny. Spróbuj później albo napisz wiadomość.",
  notAllowed: "Możesz dzwonić tylko do osób, z którymi prowadzisz rozmowę.",
  tooManyCalls: "Zbyt wiele prób połączenia. Spróbuj ponownie za minutę.",
  unknownCallee: "Nie rozpoznano rozmówcy. Zadzwoń z okna rozmowy na czacie.",
} as const;
