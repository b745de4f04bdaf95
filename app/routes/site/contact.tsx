import { contactSubmissionSchema } from "@domain/schemas/contact";
import { receiveContact } from "@worker/data/submissions";
import Clock from "lucide-react/icons/clock";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { ContactForm } from "~/components/site/contact-form";
import { telHref } from "~/components/site/contact-links";
import { OfficeHours } from "~/components/site/office-hours";
import { OfficeMap } from "~/components/site/office-map";
import { PageHeader } from "~/components/site/page-header";
import { TitledSection } from "~/components/site/titled-section";
import { useFirm } from "~/components/site/use-firm";
import { buttonClass } from "~/components/ui/styles";
import { contactPrefill } from "~/lib/contact-prefill.server";
import { serverEnv } from "~/lib/env.server";
import { actionHeaders } from "~/lib/forms";
import { handleSubmission } from "~/lib/forms.server";
import { PROGRESSIVE_FORMS } from "~/lib/hydration";
import { CONTACT_TEXT as C } from "~/lib/site-text";
import { firmPageMeta } from "~/lib/structured-data";
import type { Route } from "./+types/contact";

export const handle = PROGRESSIVE_FORMS;

export const headers = actionHeaders;

export const loader = ({ request }: Route.LoaderArgs) => contactPrefill(serverEnv(), new URL(request.url));

export const action = ({ request }: Route.ActionArgs) =>
  handleSubmission(request, contactSubmissionSchema, receiveContact);

const h2 = "mb-6 font-serif text-3xl font-bold text-navy-800";

export function meta(args: Route.MetaArgs) {
  return firmPageMeta(args, () => ({ title: C.title, description: C.intro }));
}

/** Icon beside the text on a phone (short cards), above it in the desktop row of four. */
function InfoCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="flex gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm lg:flex-col lg:gap-0 lg:p-6"
    >
      <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-800 text-gold-400">
        {icon}
      </div>
      <div className="min-w-0">
        <h2 id={id} className="font-serif text-lg font-bold text-navy-800 lg:mt-4">
          {title}
        </h2>
        <div className="mt-1 text-slate-700 lg:mt-2">{children}</div>
      </div>
    </section>
  );
}

export default function Contact({ actionData, loaderData }: Route.ComponentProps) {
  const firm = useFirm();
  const icon = "size-6";
  return (
    <>
      <PageHeader title={C.title} intro={C.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        {/* A phone stacks the four cards first: one tap reaches the form instead of four screens of scrolling. */}
        <a href="#form-heading" className={buttonClass("navy", "lg", "mb-6 w-full sm:hidden")}>
          {C.jumpToForm}
        </a>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <InfoCard icon={<MapPin aria-hidden="true" className={icon} />} id="card-address" title={C.address}>
            <address className="not-italic">{firm.address}</address>
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden="true" className={icon} />} id="card-phone" title={C.phone}>
            <a href={telHref(firm.phone)} className="hover:underline">
              {firm.phone}
            </a>
          </InfoCard>
          <InfoCard icon={<Mail aria-hidden="true" className={icon} />} id="card-email" title={C.email}>
            <a href={`mailto:${firm.email}`} className="break-all hover:underline">
              {firm.email}
            </a>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden="true" className={icon} />} id="card-hours" title={C.hours}>
            <OfficeHours
              hours={firm.hours}
              className="grid grid-cols-[auto_1fr] gap-x-3 text-sm"
              dayClass="font-medium"
            />
          </InfoCard>
        </div>
        <div className="mt-14 grid gap-12 lg:grid-cols-5">
          <TitledSection id="form-heading" title={C.formTitle} className="lg:col-span-3" headingClassName={h2}>
            <ContactForm
              pageResult={actionData}
              consent={{ text: firm.consentText, version: firm.consentVersion }}
              prefill={loaderData.prefill}
              areaChoices={loaderData.choices}
              promise={firm.responsePromise}
            />
          </TitledSection>
          <TitledSection id="map-heading" title={C.mapTitle} className="lg:col-span-2" headingClassName={h2}>
            <div className="mb-6 flex flex-col gap-3 sm:flex-row">
              <a href={telHref(firm.phone)} className={buttonClass("navy", "lg", "flex-1")}>
                <Phone aria-hidden="true" className="size-4" />
                {C.callNow}
              </a>
              <a href={`mailto:${firm.email}`} className={buttonClass("outline", "lg", "flex-1")}>
                <Mail aria-hidden="true" className="size-4" />
                {C.emailUs}
              </a>
            </div>
            <OfficeMap address={firm.address} latitude={firm.mapLatitude} longitude={firm.mapLongitude} />
          </TitledSection>
        </div>
      </div>
    </>
  );
}
