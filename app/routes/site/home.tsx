import { listFeaturedPracticeAreas } from "@worker/data/practice-areas";
import { getFirmSettings } from "@worker/data/settings";
import { listFeaturedTeamMembers } from "@worker/data/team";
import { listFeaturedTestimonials } from "@worker/data/testimonials";
import { Link } from "react-router";
import { serverEnv } from "~/lib/env.server";
import type { Route } from "./+types/home";

export async function loader() {
  const { db } = serverEnv();
  const [practiceAreas, team, testimonials, settings] = await Promise.all([
    listFeaturedPracticeAreas(db),
    listFeaturedTeamMembers(db),
    listFeaturedTestimonials(db),
    getFirmSettings(db),
  ]);
  return { practiceAreas, team, testimonials, firmName: settings?.firmName ?? "" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.firmName ?? "Home" }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { practiceAreas, team, testimonials, firmName } = loaderData;
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="font-serif text-4xl text-navy-800">{firmName}</h1>
      <section aria-labelledby="areas-heading" className="mt-10">
        <h2 id="areas-heading" className="font-serif text-2xl">
          Practice Areas
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {practiceAreas.map((area) => (
            <li key={area.id} className="rounded border p-4">
              <h3 className="font-semibold">{area.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{area.description}</p>
              <Link to={`/practice-areas/${area.slug}`} className="mt-2 inline-block text-navy-700 underline">
                Learn More
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="team-heading" className="mt-10">
        <h2 id="team-heading" className="font-serif text-2xl">
          Meet Our Team
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-3">
          {team.map((member) => (
            <li key={member.id} className="rounded border p-4">
              <h3 className="font-semibold">{member.name}</h3>
              <p className="text-sm text-slate-600">{member.role}</p>
              <Link to={`/team/${member.id}`} className="text-navy-700 underline">
                View Profile
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="testimonials-heading" className="mt-10">
        <h2 id="testimonials-heading" className="font-serif text-2xl">
          Testimonials
        </h2>
        {testimonials.map((t) => (
          <blockquote key={t.id} className="mt-4 border-l-4 border-gold-500 pl-4">
            <p>{t.content}</p>
            <footer className="mt-1 text-sm">
              {t.name}, {t.service ?? "Client"}
            </footer>
          </blockquote>
        ))}
      </section>
    </main>
  );
}
