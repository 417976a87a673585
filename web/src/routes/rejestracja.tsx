import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../features/auth/register-page";
import { signInSearchSchema } from "../lib/return-path";

export const Route = createFileRoute("/rejestracja")({
  validateSearch: signInSearchSchema,
  component: RegisterPage,
});
