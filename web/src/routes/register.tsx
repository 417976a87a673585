import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../features/auth/register-page";
import { signInSearchSchema } from "../lib/return-path";

export const Route = createFileRoute("/register")({
  validateSearch: signInSearchSchema,
  component: RegisterPage,
});
