import * as v from "valibot";

/** Fallback for any rule without its own Polish message, so no English valibot text reaches a user. */
v.setGlobalMessage((issue) =>
  issue.kind === "schema" ? "Nieprawidłowy typ danych w polu." : "Nieprawidłowa wartość pola.",
);
