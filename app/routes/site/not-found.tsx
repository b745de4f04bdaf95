import { Link } from "react-router";

export function loader() {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary() {
  return (
    <main className="mx-auto max-w-2xl p-8 text-center">
      <h1 className="font-serif text-4xl text-navy-800">Page Not Found</h1>
      <div className="mt-6 flex justify-center gap-4">
        <Link to="/" className="rounded bg-navy-800 px-4 py-2 text-white">
          Go Home
        </Link>
        <Link to="/contact" className="rounded border border-navy-800 px-4 py-2 text-navy-800">
          Contact Us
        </Link>
      </div>
    </main>
  );
}
