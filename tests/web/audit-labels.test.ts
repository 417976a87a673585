import { describe, expect, it } from "vitest";
import {
  auditActionLabel,
  auditAdminLabel,
  auditChanges,
  auditTargetLabel,
} from "../../web/src/features/admin/audit-labels";

describe("audit log texts", () => {
  it("names every action the worker records, and shows an unknown one as it is", () => {
    expect(auditActionLabel("photo_delete")).toBe("Usunięcie zdjęcia z galerii");
    expect(auditActionLabel("dispute_refund")).toBe("Spór: zwrot środków");
    expect(auditActionLabel("something_new")).toBe("something_new");
    expect(auditTargetLabel("booking")).toBe("Rezerwacja");
    expect(auditTargetLabel("other")).toBe("other");
  });

  it("lists what changed in Polish, leaves out what an edit kept, then the extra facts", () => {
    const details = {
      before: { base_location: "Warszawa", operation_radius_km: 50, commission_paid: false },
      after: { base_location: "Warszawa", operation_radius_km: 75, commission_paid: true },
      refund_grosze: 5050,
    };
    expect(auditChanges(details)).toEqual([
      "Zasięg (km): 50 → 75",
      "Prowizja opłacona: nie → tak",
      "Zwrot: 50,50\u00a0zł",
    ]);
  });

  it("names account types and statuses as the panel does elsewhere", () => {
    expect(
      auditChanges({
        before: { user_type: "organizer", is_blocked: false, phone_number: "600 000 003" },
        after: { user_type: "food_truck_owner", is_blocked: true, phone_number: "600 111 222" },
      }),
    ).toEqual([
      "Typ konta: Organizator → Właściciel food trucka",
      "Zablokowany: nie → tak",
      "Telefon: 600 000 003 → 600 111 222",
    ]);
    expect(auditChanges({ before: { status: "disputed" }, after: { status: "resolved_refunded" } })).toEqual([
      "Status: Zgłoszony problem → Spór rozstrzygnięty – zwrot środków",
    ]);
    expect(auditChanges({ before: { status: "failed" }, after: { status: "pending" } })).toEqual([
      "Status: nieudana → oczekuje",
    ]);
    expect(auditChanges({ after: { something_new: "x" } })).toEqual(["something_new: x"]);
  });

  it("shows a field known only before or after, and nothing for details that are not an object", () => {
    expect(auditChanges({ before: { photo_url: "/api/files/a.webp" }, after: null })).toEqual([
      "Zdjęcie: /api/files/a.webp",
    ]);
    expect(auditChanges({ before: null, after: { status: "pending", last_error: null } })).toEqual([
      "Status: oczekuje",
      "Ostatni błąd: —",
    ]);
    expect(auditChanges("text")).toEqual([]);
    expect(auditChanges(undefined)).toEqual([]);
  });

  it("says when the details went with the account they showed (the server nulls them)", () => {
    expect(auditChanges(null)).toEqual(["Szczegóły usunięte wraz z kontem użytkownika"]);
  });

  it("names the admin by e-mail, or as deleted once their account is gone", () => {
    expect(auditAdminLabel("admin@example.com")).toBe("admin@example.com");
    expect(auditAdminLabel(null)).toBe("Usunięty administrator");
  });
});
