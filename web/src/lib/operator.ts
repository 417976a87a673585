/** The platform operator's details, shown in legal pages and e-mails. One place to change them. */
export const OPERATOR = {
  brand: "Foodtruck Marketplace",
  legalName: "Foodtruck Marketplace sp. z o.o.",
  address: "ul. Prosta 20, 00-850 Warszawa",
  nip: "5252000000",
  krs: "0000000000",
  contactEmail: "kontakt@foodtruck-marketplace.pl",
  privacyEmail: "rodo@foodtruck-marketplace.pl",
  packagingShop: {
    name: "Sklep Eko-Opakowania",
    url: "https://eko-opakowania.pl",
  },
} as const;
