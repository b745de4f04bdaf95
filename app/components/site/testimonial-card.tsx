import Quote from "lucide-react/icons/quote";
import type { TestimonialView } from "~/lib/views";
import { StarRating } from "./star-rating";

export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between">
        <StarRating rating={testimonial.rating} />
        <Quote aria-hidden="true" className="size-8 text-navy-100" />
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-slate-700">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-slate-100 pt-4">
        <span className="block font-semibold text-navy-800">{testimonial.name}</span>
        <span className="text-sm text-slate-600">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
