import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "../features/auth/register-page";
import { sendSignedInUserOn } from "../features/auth/signed-in-already";
import { signInSearchSchema } from "../lib/return-path";

export const Route = createFileRoute("/register")({
  validateSearch: signInSearchSchema,
  beforeLoad: sendSignedInUserOn,
  component: RegisterPage,
});
