import { useState } from "react";
import { DeleteAccountDialog } from "./delete-account-dialog";
import "./delete-account.css";

/** The last section of My account; `linkToken` (from the e-mailed link) opens the dialog at once. */
export function DeleteAccountSection({ linkToken }: { linkToken?: string | undefined }) {
  const [open, setOpen] = useState(Boolean(linkToken));
  return (
    <section className="card" aria-labelledby="delete-account">
      <h2 id="delete-account" className="section-title">
        Usuwanie konta
      </h2>
      <p className="muted">
        Usunięcie konta kasuje Twoje dane i profile. Rezerwacje, których potrzebuje druga strona, zostaną u
        niej bez Twoich danych.
      </p>
      <div>
        <button type="button" className="btn btn--danger-outline" onClick={() => setOpen(true)}>
          Usuń konto
        </button>
      </div>
      {open && <DeleteAccountDialog {...(linkToken ? { linkToken } : {})} onClose={() => setOpen(false)} />}
    </section>
  );
}
