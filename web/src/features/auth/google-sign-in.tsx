import type { UserType } from "@shared/schemas/account";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { Alert } from "../../components/feedback";
import { ApiRequestError, api, unwrap } from "../../lib/api";
import { homePathFor } from "../../lib/session";
import { useAppConfig } from "../config/use-app-config";
import { signInWithToken } from "./session-actions";

interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
  clientId?: string;
}

declare global {
  interface Window {
    google?: {
      accounts: {
        id: {
          initialize(options: {
            client_id: string;
            callback: (response: GoogleCredentialResponse) => void;
          }): void;
          renderButton(element: HTMLElement, options: Record<string, string | number>): void;
        };
      };
    };
  }
}

const GSI_SCRIPT = "https://accounts.google.com/gsi/client";

function loadGsiScript(): Promise<void> {
  if (window.google?.accounts) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GSI_SCRIPT;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("GSI script failed to load"));
    document.head.append(script);
  });
}

/**
 * Google one-tap / button sign-in. Hidden when the server has no GOOGLE_CLIENT_ID. A new Google user
 * first picks an account type (the server asks with code `user_type_required`). `redirectTo`, a validated
 * return path, is where the user lands afterwards, query included.
 */
export function GoogleSignIn({ redirectTo, userType }: { redirectTo?: string; userType?: UserType }) {
  const config = useAppConfig();
  const clientId = config?.google_client_id;
  const buttonRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pendingCredential, setPendingCredential] = useState<string | null>(null);
  const [chosenType, setChosenType] = useState<UserType>(userType ?? "organizer");

  async function sendCredential(credential: string, type?: UserType) {
    setError(null);
    try {
      const result = await unwrap(
        api.auth["google-login"].$post({ json: type ? { credential, user_type: type } : { credential } }),
        "Logowanie przez Google nie powiodło się.",
      );
      const user = await signInWithToken(result.token);
      if (!user) throw new ApiRequestError("Logowanie przez Google nie powiodło się.", 0);
      await navigate({ href: redirectTo ?? homePathFor(user) });
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.code === "user_type_required") {
        setPendingCredential(credential);
        return;
      }
      setError(
        caught instanceof ApiRequestError ? caught.message : "Logowanie przez Google nie powiodło się.",
      );
    }
  }

  // The Google callback is registered once; it always calls the latest sendCredential through this ref.
  const sendRef = useRef(sendCredential);
  sendRef.current = sendCredential;

  useEffect(() => {
    if (!clientId || !buttonRef.current) return;
    const element = buttonRef.current;
    let cancelled = false;
    loadGsiScript()
      .then(() => {
        const gsi = window.google?.accounts.id;
        if (cancelled || !gsi) return;
        gsi.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) void sendRef.current(response.credential, userType);
            else setError("Błąd logowania przez Google.");
          },
        });
        gsi.renderButton(element, {
          theme: "outline",
          size: "large",
          text: "continue_with",
          locale: "pl",
          width: 280,
        });
      })
      .catch(() => setError("Błąd logowania przez Google."));
    return () => {
      cancelled = true;
    };
  }, [clientId, userType]);

  if (!clientId) return null;

  return (
    <div className="stack">
      <div className="divider">lub</div>
      <div ref={buttonRef} className="row" style={{ justifyContent: "center" }} />
      {pendingCredential && (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void sendCredential(pendingCredential, chosenType);
          }}
        >
          <fieldset className="radio-cards">
            <legend>Wybierz typ konta, aby dokończyć rejestrację przez Google</legend>
            <label className="radio-card">
              <input
                type="radio"
                name="google-user-type"
                checked={chosenType === "organizer"}
                onChange={() => setChosenType("organizer")}
              />
              <span>Organizator wydarzeń</span>
            </label>
            <label className="radio-card">
              <input
                type="radio"
                name="google-user-type"
                checked={chosenType === "food_truck_owner"}
                onChange={() => setChosenType("food_truck_owner")}
              />
              <span>Właściciel food trucka</span>
            </label>
          </fieldset>
          <button type="submit" className="btn">
            Dokończ rejestrację
          </button>
        </form>
      )}
      {error && <Alert kind="error">{error}</Alert>}
    </div>
  );
}
