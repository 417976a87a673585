import { PROFILE_TEXTS } from "@shared/schemas/profiles";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { Alert, Loading } from "../../components/feedback";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { parseProfileId, profileLoadError, profileQuery } from "../profiles/profile-query";
import { ProfileForm } from "./profile-form";

const EDIT_LOAD_FAILED = "Nie udało się pobrać danych profilu do edycji.";

/** /create-profile: only owners (and admins) may create profiles (SPEC.md §6). */
export function CreateProfilePage() {
  usePageTitle("Nowy profil food trucka");
  const { user } = useSession();
  if (!user) return null;
  if (user.user_type !== "food_truck_owner" && user.role !== "admin") {
    return (
      <div className="card medium stack">
        <h1 className="page-title">Nowy profil food trucka</h1>
        <Alert kind="info">
          Profile food trucków mogą dodawać tylko właściciele food trucków. Twoje konto jest kontem
          organizatora wydarzeń.
        </Alert>
        <div className="row">
          <Link to="/" className="btn">
            Znajdź food trucka
          </Link>
          <Link to="/dashboard" className="btn btn--secondary">
            Wróć do panelu
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="card medium">
      <h1 className="page-title">Nowy profil food trucka</h1>
      <p className="muted pf-page-lead">
        Uzupełnij informacje o swoim food trucku. Organizatorzy zobaczą je w wyszukiwarce i na stronie
        profilu.
      </p>
      <ProfileForm />
    </div>
  );
}

/** /edit-profile/{profileId}: loads the profile, then the same form as creating. */
export function EditProfilePage({ profileId: rawId }: { profileId: string }) {
  usePageTitle("Edycja profilu food trucka");
  const { user } = useSession();
  const profileId = parseProfileId(rawId);
  const profile = useQuery({ ...profileQuery(profileId ?? "0"), enabled: profileId !== null });

  let content: ReactNode;
  if (profileId === null) content = <Alert kind="error">{PROFILE_TEXTS.notFound}</Alert>;
  else if (profile.isPending) content = <Loading text="Wczytywanie danych profilu..." />;
  else if (profile.isError)
    content = <Alert kind="error">{profileLoadError(profile.error, EDIT_LOAD_FAILED)}</Alert>;
  else if (user && profile.data.owner_id !== user.user_id && user.role !== "admin") {
    content = <Alert kind="error">Możesz edytować tylko własne profile food trucków.</Alert>;
  } else content = <ProfileForm key={profile.data.profile_id} profile={profile.data} />;

  return (
    <div className="card medium">
      <h1 className="page-title">
        Edycja profilu
        {profile.data ? `: ${profile.data.food_truck_name}` : " food trucka"}
      </h1>
      {content}
      {(profileId === null || profile.isError) && (
        <p>
          <Link to="/dashboard">Wróć do panelu</Link>
        </p>
      )}
    </div>
  );
}
