/**
 * The admin panel's alerts, one per failed action (SPEC.md §8 "Admin": their wording is ours), and the
 * labels the tables share.
 */
export const ADMIN_ALERTS = {
  events: "Nie udało się pobrać danych o wydarzeniach.",
  updateUser: "Nie udało się zapisać zmian użytkownika.",
  deleteUser: "Nie udało się usunąć użytkownika.",
  blockUser: "Nie udało się zmienić blokady użytkownika.",
  packaging: "Nie udało się zmienić statusu opakowań.",
  commission: "Nie udało się zmienić statusu prowizji.",
  deleteProfile: "Nie udało się usunąć profilu.",
  deletePhoto: "Nie udało się usunąć zdjęcia.",
  loadProfile: "Nie udało się wczytać profilu.",
  saveChanges: "Nie udało się zapisać zmian.",
  paymentAccount: "Nie udało się odłączyć konta płatności.",
  dispute: "Nie udało się rozstrzygnąć sporu.",
  retry: "Nie udało się ponowić operacji.",
  messages: "Nie udało się pobrać wiadomości.",
  profiles: "Nie udało się pobrać profili food trucków.",
} as const;

export const USER_TYPE_LABELS = {
  organizer: "Organizator",
  food_truck_owner: "Właściciel food trucka",
} as const;
