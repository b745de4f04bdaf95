import { MEDIA_TYPES } from "@domain/media-types";
import { and, eq, isNull, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { blogPosts, media, practiceAreas, teamMembers } from "../../schema";
import { type SeededImage, seededImages } from "../images/catalog";
import type { SeedStep } from "../step";

const SVG = MEDIA_TYPES.svg;

/** A UUID-shaped name from the image's owner, so a rerun after a failed batch rewrites the same R2 keys. */
async function stableUuid(name: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(name)));
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** Still the first version's picture (or none): staff have not chosen one, so the seed may fill it in. */
const untouched = (column: SQLiteColumn, legacyUrl: string | null): SQL | undefined =>
  legacyUrl ? or(eq(column, legacyUrl), isNull(column)) : isNull(column);

/**
 * Portraits, article covers and practice-area heroes, generated offline and stored in R2 like staff
 * uploads, each recorded in the media library. A record staff already gave another image keeps it.
 */
export const seededImagery: SeedStep = {
  name: "seeded-imagery",
  needsMedia: true,
  async statements({ db, media: bucket }) {
    if (!bucket) return [];
    const images = seededImages();
    const stored = await Promise.all(
      images.map(async (image) => {
        const key = `${image.kind}/${await stableUuid(`seed:${image.table}:${image.owner}`)}.${SVG.extension}`;
        const bytes = new TextEncoder().encode(image.svg);
        await bucket.put(key, bytes, {
          httpMetadata: { contentType: SVG.contentType },
          customMetadata: { kind: image.kind },
        });
        return { image, key, size: bytes.byteLength };
      }),
    );
    return stored.flatMap(({ image, key, size }) => [
      db
        .insert(media)
        .values({
          key,
          kind: image.kind,
          contentType: SVG.contentType,
          size,
          width: image.width,
          height: image.height,
          alt: image.alt,
        })
        .onConflictDoNothing(),
      pointAt(db, image, `/media/${key}`),
    ]);
  },
};

function pointAt(db: Parameters<SeedStep["statements"]>[0]["db"], image: SeededImage, url: string) {
  if (image.table === "team") {
    return db
      .update(teamMembers)
      .set({ image: url })
      .where(and(eq(teamMembers.id, image.owner), untouched(teamMembers.image, image.legacyUrl)));
  }
  if (image.table === "blog") {
    return db
      .update(blogPosts)
      .set({ image: url })
      .where(and(eq(blogPosts.slug, image.owner), untouched(blogPosts.image, image.legacyUrl)));
  }
  return db
    .update(practiceAreas)
    .set({ heroImage: url })
    .where(and(eq(practiceAreas.slug, image.owner), untouched(practiceAreas.heroImage, image.legacyUrl)));
}
