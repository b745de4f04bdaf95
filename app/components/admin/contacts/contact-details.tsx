import { ATTRIBUTION_FIELDS, ATTRIBUTION_LABELS, SOURCE_LABEL, sourceOf } from "@domain/attribution";
import { enquiryState } from "@domain/enquiry-state";
import { NOT_SPECIFIED } from "@domain/messages";
import { TEMPLATE_MESSAGES } from "@domain/questionnaire";
import type { Contact, ContactStatus } from "@domain/rows";
import type { RESENDABLE_KINDS } from "@domain/schemas/intake";
import { formatInZone } from "@domain/time-format";
import Reply from "lucide-react/icons/reply";
import { buttonClass } from "~/components/admin/button";
import { SelectField } from "~/components/admin/fields";
import { InfoDialog } from "~/components/admin/info-dialog";
import { Skeleton } from "~/components/admin/skeleton";
import { answerOf } from "~/lib/admin/api";
import { BOOKING_RECORD, INTAKE_SCREEN } from "~/lib/admin/intake-text";
import { LETTER_SCREEN } from "~/lib/admin/letter-text";
import { INTAKE } from "~/lib/admin/resources";
import { useContactIntake } from "~/lib/admin/use-contact-intake";
import { useFirmTimeZone } from "~/lib/admin/use-firm-time-zone";
import { useWrite } from "~/lib/admin/use-write";
import { BookingHistory } from "./booking-history";
import { ContactNotes } from "./contact-notes";
import { EmailDeliveries } from "./email-deliveries";
import { EnquiryLetters } from "./enquiry-letters";
import { EnquiryMeetings } from "./enquiry-meetings";
import { EnquiryQuestionnaires } from "./enquiry-questionnaires";
import { PossibleConflicts } from "./possible-conflicts";
import { DetailsSection } from "./section";
import { StatusHistory } from "./status-history";
import { StatusSelect } from "./status-select";

interface Props {
  contact: Contact;
  /** The team, as choices for the assignee. */
  attorneys: readonly { value: string; label: string }[];
  onStatus: (status: ContactStatus) => Promise<unknown>;
  /** The list reloads after a write here (assignee, opened). */
  onChanged: () => Promise<void>;
  onClose: () => void;
}

const link = "text-navy-700 underline";

/** The whole enquiry and its intake workflow: assignee, status with history, emails, conflicts and notes. */
export function ContactDetails({ contact: c, attorneys, onStatus, onChanged, onClose }: Props) {
  const zone = useFirmTimeZone();
  const { intake, reload } = useContactIntake(c.id, c.openedAt, onChanged);
  const afterWrite = async () => {
    await Promise.all([reload(), onChanged()]);
  };
  // One toast each: assigning, noting and resending do not replace each other's.
  const assigning = useWrite();
  const noting = useWrite();
  const resending = useWrite();
  const sendingQuestionnaire = useWrite();

  const assign = (value: string) => {
    const assignedTo = value || null;
    const name = attorneys.find((a) => a.value === assignedTo)?.label ?? null;
    return assigning.send(() => INTAKE.assign(c.id, assignedTo), {
      done: INTAKE_SCREEN.assigned(name),
      failed: INTAKE_SCREEN.assignFailed,
      after: afterWrite,
    });
  };
  const addNote = async (body: string) =>
    (
      await noting.send(() => INTAKE.addNote(c.id, body), {
        done: INTAKE_SCREEN.noteAdded,
        failed: INTAKE_SCREEN.noteFailed,
        after: reload,
      })
    ).ok;
  // The email log changes either way (a failed send is listed too): it reloads after both.
  const resend = async (kind: (typeof RESENDABLE_KINDS)[number]) => {
    await resending.send(() => answerOf(INTAKE.resend(c.id, kind)), {
      done: ({ queued }) => INTAKE_SCREEN.resent(queued),
      failed: () => INTAKE_SCREEN.resendFailed,
    });
    await reload();
  };

  const sendQuestionnaire = () =>
    sendingQuestionnaire.send(() => INTAKE.sendQuestionnaire(c.id), { done: TEMPLATE_MESSAGES.sent, after: reload });

  const facts: [string, React.ReactNode][] = [
    [
      "Email",
      c.email ? (
        <a key="email" href={`mailto:${c.email}`} className={link}>
          {c.email}
        </a>
      ) : (
        NOT_SPECIFIED
      ),
    ],
    [
      "Phone",
      c.phone ? (
        <a key="phone" href={`tel:${c.phone}`} className={link}>
          {c.phone}
        </a>
      ) : (
        NOT_SPECIFIED
      ),
    ],
    ["Practice Area", c.practiceArea ?? NOT_SPECIFIED],
    // A booking's enquiry says what became of the consultation (the subject names its current time).
    ...(c.bookingState
      ? [[BOOKING_RECORD.fact, BOOKING_RECORD.state[c.bookingState]] as [string, React.ReactNode]]
      : []),
    [INTAKE_SCREEN.otherParties, c.otherParties || NOT_SPECIFIED],
    ["Date", formatInZone(c.createdAt, zone)],
    [INTAKE_SCREEN.opened, c.openedAt ? formatInZone(c.openedAt, zone) : INTAKE_SCREEN.notOpened],
    [
      INTAKE_SCREEN.consent,
      c.consentVersion === null ? INTAKE_SCREEN.noConsent : INTAKE_SCREEN.consentVersion(c.consentVersion),
    ],
  ];
  if (c.anonymizedAt) facts.push([INTAKE_SCREEN.anonymised, formatInZone(c.anonymizedAt, zone)]);
  // Where it came from (issue 26): the source the dashboard counts it under, then what was recorded.
  facts.push(
    [SOURCE_LABEL, sourceOf(c)],
    ...ATTRIBUTION_FIELDS.flatMap((f) => (c[f] ? [[ATTRIBUTION_LABELS[f], c[f]] as [string, string]] : [])),
  );

  return (
    <InfoDialog
      title={c.subject}
      description={`Enquiry from ${c.name}`}
      onClose={onClose}
      actions={
        c.email && (
          <a
            href={`mailto:${c.email}?subject=${encodeURIComponent(`Re: ${c.subject}`)}`}
            className={buttonClass("primary")}
          >
            <Reply aria-hidden="true" className="size-4" />
            Reply by email
          </a>
        )
      }
    >
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        {facts.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase sm:pt-0.5">{term}</dt>
            <dd className="text-slate-900">{detail}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase">Message</h3>
      <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{c.message}</p>

      <EnquiryMeetings contactId={c.id} zone={zone} />
      {intake && <BookingHistory entries={intake.bookingHistory} zone={zone} />}

      <DetailsSection title={INTAKE_SCREEN.status}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <StatusSelect name={c.name} value={enquiryState(c)} onChange={(s) => void onStatus(s).then(reload)} />
            {intake && <StatusHistory history={intake.history} zone={zone} />}
          </div>
          <SelectField
            label={INTAKE_SCREEN.assignee}
            value={c.assignedTo ?? ""}
            onChange={(v) => void assign(v)}
            options={attorneys}
            emptyLabel={INTAKE_SCREEN.nobody}
          />
        </div>
      </DetailsSection>

      {intake ? (
        <>
          <DetailsSection title={INTAKE_SCREEN.questionnaires}>
            <EnquiryQuestionnaires
              questionnaires={intake.questionnaires}
              zone={zone}
              onSend={sendQuestionnaire}
              busy={sendingQuestionnaire.busy}
            />
          </DetailsSection>
          <DetailsSection title={LETTER_SCREEN.section}>
            <EnquiryLetters contactId={c.id} zone={zone} />
          </DetailsSection>
          <DetailsSection title={INTAKE_SCREEN.emails}>
            <EmailDeliveries deliveries={intake.deliveries} onResend={resend} busy={resending.busy} />
          </DetailsSection>
          <DetailsSection title={INTAKE_SCREEN.conflicts}>
            <PossibleConflicts conflicts={intake.conflicts} />
          </DetailsSection>
          <DetailsSection title={INTAKE_SCREEN.notes}>
            <ContactNotes notes={intake.notes} zone={zone} onAdd={addNote} />
          </DetailsSection>
        </>
      ) : (
        <Skeleton className="mt-5 h-40 w-full" />
      )}
    </InfoDialog>
  );
}
