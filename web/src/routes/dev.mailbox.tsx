import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Alert, Loading } from "../components/feedback";
import { api, errorMessage, unwrap } from "../lib/api";
import { formatDateTime } from "../lib/format";
import { TEXTS } from "../lib/texts";
import { usePageTitle } from "../lib/use-page-title";

export const Route = createFileRoute("/dev/mailbox")({ component: DevMailboxPage });

const LINK = /(https?:\/\/[^\s]+)/g;
/** The newest mails only: a test run leaves hundreds, each a long text. */
const SHOWN = 50;

/** Plain text with its URLs as links (links in e-mails point at this app). */
function LinkifiedText({ text }: { text: string }) {
  return (
    <pre>
      {text.split(LINK).map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of a fixed text never move
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}

function DevMailboxPage() {
  usePageTitle("Skrzynka deweloperska");
  const mails = useQuery({
    queryKey: ["dev", "mailbox"],
    queryFn: () => unwrap(api.dev.mailbox.$get({ query: {} }), TEXTS.loadFailed),
    refetchInterval: 3000,
  });
  return (
    <div className="medium stack">
      <h1 className="page-title">Skrzynka deweloperska</h1>
      <Alert kind="info">
        W trybie deweloperskim e-maile nie są wysyłane – trafiają tutaj. Lista odświeża się automatycznie.
      </Alert>
      {mails.isPending && <Loading />}
      {mails.isError && <Alert kind="error">{errorMessage(mails.error, TEXTS.loadFailed)}</Alert>}
      {mails.data?.length === 0 && <p className="muted">Brak wiadomości.</p>}
      {mails.data && mails.data.length > SHOWN && (
        <p className="muted">Pokazano {SHOWN} najnowszych wiadomości.</p>
      )}
      {mails.data?.slice(0, SHOWN).map((mail) => (
        <article key={`${mail.created_at}-${mail.to}-${mail.subject}`} className="mail">
          <h2 className="section-title">{mail.subject}</h2>
          <div className="mail__meta">
            Do: {mail.to} · {formatDateTime(mail.created_at)}
          </div>
          <LinkifiedText text={mail.text} />
        </article>
      ))}
    </div>
  );
}
