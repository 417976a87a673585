import { createFileRoute } from "@tanstack/react-router";
import { CreateProfilePage } from "../../features/profile-form/profile-pages";

export const Route = createFileRoute("/_authed/create-profile")({ component: CreateProfilePage });
