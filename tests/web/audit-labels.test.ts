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

  it("lists what changed, leaves out what an edit kept, then the extra facts", () => {
    const details = {
      before: { base_location: "Warszawa", operation_radius_km: 50, commission_paid: false },
      after: { base_location: "Warszawa", operation_radius_km: 75, commission_paid: true },
      refund_grosze: 5000,
    };
    expect(auditChanges(details)).toEqual([
      "operation_radius_km: 50 → 75",
      "commission_paid: nie → tak",
      "refund_grosze: 5000",
    ]);
  });

  it("shows a field known only before or after, and nothing for details that are not an object", () => {
    expect(auditChanges({ before: { photo_url: "/api/files/a.webp" }, after: null })).toEqual([
      "photo_url: /api/files/a.webp",
    ]);
    expect(auditChanges({ before: null, after: { status: "pending", last_error: null } })).toEqual([
      "status: pending",
      "last_error: —",
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
