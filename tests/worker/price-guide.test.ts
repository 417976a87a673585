import { describe, expect, it } from "vitest";
import { api, readJson } from "./helpers";
import {
  createOwner,
  createProfile,
  expectError,
  postProfile,
  profileDtoSchema,
  profileForm,
  putProfile,
} from "./profile-fixtures";

/** Beyond SPEC.md (issue 16): the optional price guide of a truck, sent with the profile form. */
const TEXT = {
  priceFrom: "Cena za porcję „od” musi być kwotą od 1 do 1000 zł.",
  priceTo: "Cena za porcję „do” musi być kwotą od 1 do 1000 zł.",
  priceOrder: "Cena „do” nie może być niższa niż cena „od”.",
  minimumOrder: "Minimalne zamówienie musi być kwotą od 1 do 1 000 000 zł.",
};

describe("the price guide of a truck", () => {
  it("is stored in grosze and answered in złoty; Polish commas are taken; empty clears it", async () => {
    const owner = await createOwner();
    const created = await createProfile(owner.token, {
      price_from: "25",
      price_to: "40,50",
      minimum_order: "2000",
    });
    expect(created).toMatchObject({ price_from: 25, price_to: 40.5, minimum_order: 2000 });
    const fetched = await readJson(await api(`/profiles/${created.profile_id}`), profileDtoSchema);
    expect(fetched).toMatchObject({ price_from: 25, price_to: 40.5, minimum_order: 2000 });

    const cleared = await putProfile(
      created.profile_id,
      profileForm({ price_from: "", price_to: "", minimum_order: "" }),
      owner.token,
    );
    expect(cleared.status).toBe(200);
    expect(await readJson(cleared, profileDtoSchema)).toMatchObject({
      price_from: null,
      price_to: null,
      minimum_order: null,
    });
  });

  it("a profile sent without it has none (the fields are optional)", async () => {
    const owner = await createOwner();
    expect(await createProfile(owner.token)).toMatchObject({
      price_from: null,
      price_to: null,
      minimum_order: null,
    });
  });

  const refusals: [string, Record<string, string>, string, string][] = [
    ["a price of 0", { price_from: "0" }, TEXT.priceFrom, "price_from"],
    ["a price over 1000 zł", { price_to: "1000,01" }, TEXT.priceTo, "price_to"],
    ["a price in words", { price_from: "dwadzieścia" }, TEXT.priceFrom, "price_from"],
    ["a negative price", { price_to: "-5" }, TEXT.priceTo, "price_to"],
    ["a 'to' below the 'from'", { price_from: "30", price_to: "20" }, TEXT.priceOrder, "price_to"],
    ["a minimum order of 0", { minimum_order: "0" }, TEXT.minimumOrder, "minimum_order"],
    ["a minimum order over the limit", { minimum_order: "1000001" }, TEXT.minimumOrder, "minimum_order"],
  ];
  for (const [label, fields, message, field] of refusals) {
    it(`refuses ${label} with a Polish 400 at its field`, async () => {
      const owner = await createOwner();
      const body = await expectError(await postProfile(profileForm(fields), owner.token), 400, message);
      expect(body.field).toBe(field);
    });
  }
});
